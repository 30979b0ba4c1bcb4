import { ArtPackageError } from './art-package-error.ts';
import { artSlug } from './art-slug.ts';
import type { ArtEditionFacts } from './art-package-facts.ts';
import type { ArtZipEntry } from './art-package-zip.ts';
import { artMetadata } from './art-metadata.ts';
import { certificatePdf } from './certificate-pdf.ts';
import { usageRightsDocument } from './usage-rights.ts';

const EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/webp': '.webp',
  'image/gif': '.gif',
  'image/avif': '.avif',
  'video/mp4': '.mp4',
  'video/mpeg': '.mpg',
};

/** The zip's folder and download name: "nebula-genesis-3-of-10". */
export const artPackageName = (facts: ArtEditionFacts) =>
  `${artSlug(facts.collection.name)}-${facts.editionNumber}-of-${facts.editionOf}`;

/** One file of a piece's package: its name in the zip and what it is, in a buyer's words. */
export interface ArtPackageFile {
  name: string;
  description: string;
}

/** What a piece's package is made of: enough to name every file before any edition exists. */
export interface ArtPackagePiece {
  name: string;
  /** The uploaded original's type, when the piece has an upload. */
  mediaMimeType: string | null;
  youtubeUrl: string | null;
}

const KIND_NAMES: Record<string, string> = {
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
  'image/webp': 'WebP image',
  'image/gif': 'GIF image',
  'image/avif': 'AVIF image',
  'video/mp4': 'MP4 video',
  'video/mpeg': 'MPEG video',
};

/**
 * The files of a piece's package, in the zip's order: the piece page lists them as the zip will
 * hold them, since both come from here.
 */
export function artPackageFiles(piece: ArtPackagePiece): ArtPackageFile[] {
  const slug = artSlug(piece.name);
  const files: ArtPackageFile[] = [];
  if (piece.mediaMimeType) {
    const type = piece.mediaMimeType;
    files.push({
      name: `${slug}${EXTENSIONS[type] ?? `.${type.split('/')[1]}`}`,
      description: `The artwork at full resolution, as uploaded (${KIND_NAMES[type] ?? type})`,
    });
  }
  if (piece.youtubeUrl) {
    files.push({
      name: `${slug}-video-link.txt`,
      description: 'The link to the video artwork on YouTube',
    });
  }
  files.push(
    {
      name: 'certificate-of-authenticity.pdf',
      description: 'Certificate of authenticity (PDF): your edition number and verification code',
    },
    { name: 'metadata.json', description: 'Metadata in the ERC-721 format (JSON)' },
    { name: 'usage-rights.md', description: 'The usage rights of your edition' },
  );
  return files;
}

/**
 * What an edition's zip holds: the artwork original at full resolution (a YouTube video as a text
 * file with its link), the certificate of authenticity, the ERC-721 metadata and the usage rights.
 */
export async function artPackageEntries(
  facts: ArtEditionFacts,
  /** `artworkPath`: the artwork original on this machine's disk, when it could be had. */
  options: { artworkPath: string | undefined; publicUrl: string },
): Promise<ArtZipEntry[]> {
  const [artworkFile, linkFile, certificate, metadata, usageRights] = artPackageFilesOf(facts);
  const artwork: ArtZipEntry[] = [];
  if (facts.media && artworkFile) {
    if (!options.artworkPath) {
      throw new ArtPackageError(
        `The artwork file of collection ${facts.collection.id} (${facts.media.sha256.slice(0, 12)}…) is missing.`,
      );
    }
    artwork.push({ name: artworkFile.name, sourcePath: options.artworkPath });
  }
  if (facts.youtubeUrl && linkFile) {
    artwork.push({ name: linkFile.name, content: Buffer.from(youtubeText(facts)) });
  }
  if (artwork.length === 0 || !certificate || !metadata || !usageRights) {
    throw new ArtPackageError(`Collection ${facts.collection.id} has no artwork to deliver.`);
  }
  return [
    ...artwork,
    { name: certificate.name, content: Buffer.from(await certificatePdf(facts)) },
    {
      name: metadata.name,
      content: Buffer.from(`${JSON.stringify(artMetadata(facts, options.publicUrl), null, 2)}\n`),
    },
    { name: usageRights.name, content: Buffer.from(usageRightsDocument(facts, options.publicUrl)) },
  ];
}

/**
 * An edition's files with a slot for each kind of artwork, so the zip's entries line up with
 * them: [upload or none, YouTube link or none, certificate, metadata, usage rights].
 */
function artPackageFilesOf(facts: ArtEditionFacts): (ArtPackageFile | undefined)[] {
  const files = artPackageFiles({
    name: facts.collection.name,
    mediaMimeType: facts.media?.mimeType ?? null,
    youtubeUrl: facts.youtubeUrl,
  });
  const upload = facts.media ? files.shift() : undefined;
  const link = facts.youtubeUrl ? files.shift() : undefined;
  return [upload, link, ...files];
}

function youtubeText(facts: ArtEditionFacts): string {
  return [
    `${facts.collection.name} is a video artwork published on YouTube. Watch it at:`,
    '',
    facts.youtubeUrl,
    '',
    `Your edition (${facts.editionNumber} of ${facts.editionOf}) is confirmed by the certificate in this package.`,
    '',
  ].join('\n');
}
