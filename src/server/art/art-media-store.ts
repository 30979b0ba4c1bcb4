import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { artMedia } from '../db/schema.ts';
import {
  ArtImageUnreadableError,
  type ArtImageFacts,
  writeImageVariants,
} from './art-image-variants.ts';
import { artMediaDir, newPublicId, newStoredName, PUBLIC_ID } from './art-media-files.ts';
import { artContentProblem, artFileTypeOf, notAllowedMessage } from './art-upload-content.ts';
import type { ArtMediaRow } from './collection-view.ts';
import { measuringStream } from '../files/measuring-stream.ts';

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

/**
 * Uploaded artwork on disk under generated names (`DATA_DIR/art-media`) and in `art_media`:
 * streamed in with its SHA-256, checked by content, images measured and resized for the web.
 */
export class ArtMediaStore {
  readonly dir: string;

  constructor(
    private readonly db: Db,
    dataDir: string,
  ) {
    this.dir = artMediaDir(dataDir);
  }

  filePath(storedName: string): string {
    return path.join(this.dir, storedName);
  }

  async find(publicId: string): Promise<ArtMediaRow | undefined> {
    if (!PUBLIC_ID.test(publicId)) return undefined;
    const [row] = await this.db.select().from(artMedia).where(eq(artMedia.publicId, publicId));
    return row;
  }

  /**
   * Streams an upload to disk, hashing it on the way, then checks its content against its name
   * and, for an image, writes the web copies. A refused or broken upload leaves no file behind.
   */
  async addStream(name: string, content: Readable): Promise<ArtMediaRow> {
    const cleanName = path.basename(name.replaceAll('\\', '/'));
    const type = artFileTypeOf(cleanName);
    if (!type) {
      content.resume();
      throw new ArtUploadError(notAllowedMessage(cleanName));
    }
    await mkdir(this.dir, { recursive: true });
    const storedName = newStoredName(path.extname(cleanName).toLowerCase());
    const storedPath = this.filePath(storedName);
    const { stream: measure, measured } = measuringStream();
    let facts: ArtImageFacts | null = null;
    try {
      await pipeline(content, measure, createWriteStream(storedPath));
      const { sizeBytes, sha256 } = measured();
      if ((content as Readable & { truncated?: boolean }).truncated) {
        throw new ArtUploadTooLargeError(`${cleanName} is larger than the upload limit.`);
      }
      const problem = await artContentProblem(storedPath, cleanName);
      if (problem) throw new ArtUploadError(problem);
      if (type.kind === 'image') facts = await this.imageFacts(storedPath, cleanName);
      return await this.insert(this.db, {
        kind: type.kind,
        mimeType: type.mimeType,
        storedName,
        sizeBytes,
        sha256,
        facts,
      });
    } catch (error) {
      await this.removeFiles(storedName, facts);
      throw error;
    }
  }

  /**
   * Copies artwork made by the shop itself into the store, as an upload would have left it; the
   * row goes in through `db`, which may be the caller's transaction.
   */
  async addPrepared(image: PreparedArtImage, db: Db = this.db): Promise<ArtMediaRow> {
    await mkdir(this.dir, { recursive: true });
    const storedName = newStoredName(path.extname(image.originalPath).toLowerCase());
    const base = path.parse(storedName).name;
    const copies = image.variants.map((variant) => ({
      from: variant.path,
      variant: {
        width: variant.width,
        height: variant.height,
        storedName: `${base}-${variant.width}w.webp`,
        mimeType: 'image/webp',
      },
    }));
    const facts: ArtImageFacts = {
      width: image.width,
      height: image.height,
      variants: copies.map((copy) => copy.variant),
    };
    try {
      const original = await readFile(image.originalPath);
      await writeFile(this.filePath(storedName), original);
      await Promise.all(
        copies.map((copy) => copyFile(copy.from, this.filePath(copy.variant.storedName))),
      );
      return await this.insert(db, {
        kind: 'image',
        mimeType: image.mimeType,
        storedName,
        sizeBytes: original.length,
        sha256: createHash('sha256').update(original).digest('hex'),
        facts,
      });
    } catch (error) {
      await this.removeFiles(storedName, facts);
      throw error;
    }
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

  private async insert(
    db: Db,
    values: {
      kind: 'image' | 'video';
      mimeType: string;
      storedName: string;
      sizeBytes: number;
      sha256: string;
      facts: ArtImageFacts | null;
    },
  ): Promise<ArtMediaRow> {
    const [row] = await db
      .insert(artMedia)
      .values({
        publicId: newPublicId(),
        kind: values.kind,
        mimeType: values.mimeType,
        storedName: values.storedName,
        sizeBytes: values.sizeBytes,
        sha256: values.sha256,
        width: values.facts?.width ?? null,
        height: values.facts?.height ?? null,
        variants: values.facts?.variants ?? [],
      })
      .returning();
    if (!row) throw new Error('art media insert returned no row');
    return row;
  }

  /** Removes stored files whose rows never made it (a rolled-back transaction). */
  async removeStored(storedNames: string[]): Promise<void> {
    await Promise.all(storedNames.map((name) => rm(this.filePath(name), { force: true })));
  }

  private removeFiles(storedName: string, facts: ArtImageFacts | null): Promise<void> {
    return this.removeStored([
      storedName,
      ...(facts?.variants.map((variant) => variant.storedName) ?? []),
    ]);
  }
}
