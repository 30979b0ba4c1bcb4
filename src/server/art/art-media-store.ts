import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { type ArtMediaVariant, artMedia } from '../db/schema.ts';
import type { FileStore, LocalFile } from '../files/file-store.ts';
import {
  ArtImageUnreadableError,
  type ArtImageFacts,
  writeImageVariants,
} from './art-image-variants.ts';
import { newPublicId, PUBLIC_ID } from './art-media-files.ts';
import { artContentProblem, artFileTypeOf, notAllowedMessage } from './art-upload-content.ts';
import type { ArtMediaRow } from './collection-view.ts';

/** An upload refused for what it is (type, content, an image that can't be read): 400. */
export class ArtUploadError extends Error {
  override name = 'ArtUploadError';
}

/** The upload stopped at its size limit (a multipart stream marks itself `truncated`): 413. */
export class ArtUploadTooLargeError extends Error {
  override name = 'ArtUploadTooLargeError';
}

/** Artwork made elsewhere (the sample pieces), already checked and resized, to store as is. */
export interface PreparedArtImage {
  originalPath: string;
  mimeType: string;
  width: number;
  height: number;
  variants: { path: string; width: number; height: number }[];
}

/** Artwork whose files are in the store, ready to become an `art_media` row. */
export interface StoredArtwork {
  kind: 'image' | 'video';
  mimeType: string;
  sizeBytes: number;
  sha256: string;
  width: number | null;
  height: number | null;
  variants: ArtMediaVariant[];
}

/**
 * Uploaded artwork, in the shared file store and in `art_media`: streamed in with its SHA-256,
 * checked by content, images measured and resized for the web, every file stored by its hash.
 */
export class ArtMediaStore {
  constructor(
    private readonly db: Db,
    private readonly files: FileStore,
  ) {}

  async find(publicId: string): Promise<ArtMediaRow | undefined> {
    if (!PUBLIC_ID.test(publicId)) return undefined;
    const [row] = await this.db.select().from(artMedia).where(eq(artMedia.publicId, publicId));
    return row;
  }

  /** A stored file (the original or a web copy) on this machine's disk, ready to serve. */
  localFile(sha256: string): Promise<LocalFile | undefined> {
    return this.files.localFile(sha256);
  }

  /**
   * Streams an upload to a temporary file, then checks its content against its name and, for an
   * image, writes the web copies; then stores them all. A refused or broken upload leaves nothing.
   */
  async addStream(name: string, content: Readable): Promise<ArtMediaRow> {
    const cleanName = path.basename(name.replaceAll('\\', '/'));
    const type = artFileTypeOf(cleanName);
    if (!type) {
      content.resume();
      throw new ArtUploadError(notAllowedMessage(cleanName));
    }
    const incoming = await this.files.incomingPath(path.extname(cleanName).toLowerCase());
    let facts: ArtImageFacts | null = null;
    const variantPath = (storedName: string) => path.join(path.dirname(incoming), storedName);
    try {
      await pipeline(content, createWriteStream(incoming));
      if ((content as Readable & { truncated?: boolean }).truncated) {
        throw new ArtUploadTooLargeError(`${cleanName} is larger than the upload limit.`);
      }
      const problem = await artContentProblem(incoming, cleanName);
      if (problem) throw new ArtUploadError(problem);
      if (type.kind === 'image') facts = await this.imageFacts(incoming, cleanName);
      const variants = await this.storeVariants(
        (facts?.variants ?? []).map((variant) => ({
          ...variant,
          path: variantPath(variant.storedName),
        })),
      );
      const original = await this.files.put(incoming, { move: true });
      return await this.insert(this.db, {
        kind: type.kind,
        mimeType: type.mimeType,
        ...original,
        width: facts?.width ?? null,
        height: facts?.height ?? null,
        variants,
      });
    } finally {
      const written = facts?.variants.map((variant) => variantPath(variant.storedName)) ?? [];
      await Promise.all([incoming, ...written].map((file) => rm(file, { force: true })));
    }
  }

  /**
   * Stores artwork made by the shop itself, as an upload would have left it (the files it was
   * made from stay where they are). Its row goes in with `insert`, in the caller's transaction.
   */
  async storePrepared(image: PreparedArtImage): Promise<StoredArtwork> {
    const variants = await this.storeVariants(
      image.variants.map((variant) => ({ ...variant, mimeType: 'image/webp' })),
    );
    const original = await this.files.put(image.originalPath);
    return {
      kind: 'image',
      mimeType: image.mimeType,
      ...original,
      width: image.width,
      height: image.height,
      variants,
    };
  }

  /** Makes stored artwork an `art_media` row through `db`, which may be a transaction. */
  async insert(db: Db, artwork: StoredArtwork): Promise<ArtMediaRow> {
    const [row] = await db
      .insert(artMedia)
      .values({ publicId: newPublicId(), ...artwork })
      .returning();
    if (!row) throw new Error('art media insert returned no row');
    return row;
  }

  private async storeVariants(
    variants: { path: string; width: number; height: number; mimeType: string }[],
  ): Promise<ArtMediaVariant[]> {
    const stored: ArtMediaVariant[] = [];
    for (const variant of variants) {
      const { sha256 } = await this.files.put(variant.path);
      stored.push({
        width: variant.width,
        height: variant.height,
        mimeType: variant.mimeType,
        sha256,
      });
    }
    return stored;
  }

  private async imageFacts(storedPath: string, name: string): Promise<ArtImageFacts> {
    try {
      return await writeImageVariants(storedPath, path.parse(storedPath).name);
    } catch (error) {
      if (!(error instanceof ArtImageUnreadableError)) throw error;
      throw new ArtUploadError(
        `${name}: the image could not be read. Please export it again and upload the new file.`,
      );
    }
  }
}
