import { ArtPackageError } from './art-package-error.ts';
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

/** "Nebula Genesis" → "nebula-genesis": names inside the zip and of the zip itself. */
export function artSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');
  return slug || 'artwork';
}

/** The zip's folder and download name: "nebula-genesis-3-of-10". */
export const artPackageName = (facts: ArtEditionFacts) =>
  `${artSlug(facts.collection.name)}-${facts.editionNumber}-of-${facts.editionOf}`;

/**
 * What an edition's zip holds: the artwork original at full resolution (a YouTube video as a text
 * file with its link), the certificate of authenticity, the ERC-721 metadata and the usage rights.
 */
export async function artPackageEntries(
  facts: ArtEditionFacts,
  /** `artworkPath`: the artwork original on this machine's disk, when it could be had. */
  options: { artworkPath: string | undefined; publicUrl: string },
): Promise<ArtZipEntry[]> {
  const slug = artSlug(facts.collection.name);
  const artwork: ArtZipEntry[] = [];
  if (facts.media) {
    const extension = EXTENSIONS[facts.media.mimeType] ?? `.${facts.media.mimeType.split('/')[1]}`;
    if (!options.artworkPath) {
      throw new ArtPackageError(
        `The artwork file of collection ${facts.collection.id} (${facts.media.sha256.slice(0, 12)}…) is missing.`,
      );
    }
    artwork.push({ name: `${slug}${extension}`, sourcePath: options.artworkPath });
  }
  if (facts.youtubeUrl) {
    artwork.push({ name: `${slug}-video-link.txt`, content: Buffer.from(youtubeText(facts)) });
  }
  if (artwork.length === 0) {
    throw new ArtPackageError(`Collection ${facts.collection.id} has no artwork to deliver.`);
  }
  return [
    ...artwork,
    {
      name: 'certificate-of-authenticity.pdf',
      content: Buffer.from(await certificatePdf(facts)),
    },
    {
      name: 'metadata.json',
      content: Buffer.from(`${JSON.stringify(artMetadata(facts, options.publicUrl), null, 2)}\n`),
    },
    {
      name: 'usage-rights.md',
      content: Buffer.from(usageRightsDocument(facts, options.publicUrl)),
    },
  ];
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
