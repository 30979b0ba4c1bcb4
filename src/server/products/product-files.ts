import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { asc, eq, sql } from 'drizzle-orm';
import { isAllowedProductFile, productFileExtensions } from '../../shared/products.ts';
import type { JobLocks } from '../db/advisory-lock.ts';
import type { Db } from '../db/client.ts';
import { productFiles, shopSettings } from '../db/schema.ts';
import { buildPackage, type BuiltPackage } from './package-builder.ts';
import { contentProblem } from './product-file-content.ts';
import { measuringStream } from '../files/measuring-stream.ts';

const PACKAGE_SETTING = 'download_package';

export interface DownloadPackage extends BuiltPackage {
  path: string;
  builtAt: string;
  fileCount: number;
}

export type ProductFile = typeof productFiles.$inferSelect;

/** What is recorded about the package on sale (no file access): enough for a receipt. */
export async function savedPackage(db: Db): Promise<Omit<DownloadPackage, 'path'> | null> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, PACKAGE_SETTING));
  return row ? (JSON.parse(row.value) as Omit<DownloadPackage, 'path'> | null) : null;
}

export class ProductFileError extends Error {
  override name = 'ProductFileError';
}

/** The source stopped at its size limit (a multipart upload marks its stream `truncated`). */
export class ProductFileTooLargeError extends Error {
  override name = 'ProductFileTooLargeError';
}

/**
 * The files of the bot's download package, stored under generated names in DATA_DIR, and the
 * package itself: one zip of the active files, rebuilt whenever the active set changes.
 */
export class ProductFiles {
  private readonly filesDir: string;
  private readonly packagesDir: string;

  constructor(
    private readonly db: Db,
    dataDir: string,
    private readonly locks: JobLocks,
  ) {
    this.filesDir = path.join(dataDir, 'product-files');
    this.packagesDir = path.join(dataDir, 'packages');
  }

  list(): Promise<ProductFile[]> {
    return this.db.select().from(productFiles).orderBy(asc(productFiles.id));
  }

  add(name: string, content: Buffer, options: { active?: boolean } = {}): Promise<ProductFile> {
    return this.addStream(name, Readable.from(content), options);
  }

  addFromPath(sourcePath: string, options: { active?: boolean } = {}): Promise<ProductFile> {
    return this.addStream(path.basename(sourcePath), createReadStream(sourcePath), options);
  }

  /**
   * Streams a file to disk under a generated name (never the uploader's), hashing it on the way,
   * then checks its content matches its extension. A refused or broken upload leaves nothing.
   */
  async addStream(
    name: string,
    content: Readable,
    options: { active?: boolean } = {},
  ): Promise<ProductFile> {
    const cleanName = path.basename(name.replaceAll('\\', '/'));
    if (!isAllowedProductFile(cleanName)) {
      content.resume();
      throw new ProductFileError(
        `${cleanName}: only ${productFileExtensions.join(', ')} files can go in the package.`,
      );
    }
    await mkdir(this.filesDir, { recursive: true });
    const storedName = `${randomBytes(16).toString('hex')}${path.extname(cleanName).toLowerCase()}`;
    const storedPath = path.join(this.filesDir, storedName);
    const { stream: measure, measured } = measuringStream();
    try {
      await pipeline(content, measure, createWriteStream(storedPath));
      const { sizeBytes, sha256 } = measured();
      if ((content as Readable & { truncated?: boolean }).truncated) {
        throw new ProductFileTooLargeError(`${cleanName} is larger than the upload limit.`);
      }
      const problem = await contentProblem(storedPath, cleanName);
      if (problem) throw new ProductFileError(problem);
      const [file] = await this.db
        .insert(productFiles)
        .values({
          name: cleanName,
          storedName,
          sizeBytes,
          sha256,
          isActive: options.active ?? false,
        })
        .returning();
      if (!file) throw new Error('product file insert returned no row');
      if (file.isActive) await this.rebuildPackage();
      return file;
    } catch (error) {
      await rm(storedPath, { force: true });
      throw error;
    }
  }

  async setActive(id: number, active: boolean): Promise<ProductFile> {
    const [file] = await this.db
      .update(productFiles)
      .set({ isActive: active })
      .where(eq(productFiles.id, id))
      .returning();
    if (!file) throw new ProductFileError(`There is no product file ${id}.`);
    await this.rebuildPackage();
    return file;
  }

  async remove(id: number): Promise<void> {
    const [file] = await this.db.delete(productFiles).where(eq(productFiles.id, id)).returning();
    if (!file) throw new ProductFileError(`There is no product file ${id}.`);
    await rm(path.join(this.filesDir, file.storedName), { force: true });
    if (file.isActive) await this.rebuildPackage();
  }

  /** The package on sale now, or null when no file is active. */
  async currentPackage(): Promise<DownloadPackage | null> {
    const saved = await savedPackage(this.db);
    return saved ? { ...saved, path: path.join(this.packagesDir, saved.fileName) } : null;
  }

  /**
   * One rebuild at a time across the processes: each waits its turn and then zips the active set
   * as it is by then, so the package recorded last is built from the latest change.
   */
  rebuildPackage(): Promise<DownloadPackage | null> {
    return this.locks.runInTurn('packageRebuild', () => this.buildAndSavePackage());
  }

  private async buildAndSavePackage(): Promise<DownloadPackage | null> {
    const active = (await this.list()).filter((file) => file.isActive);
    let value: Omit<DownloadPackage, 'path'> | null = null;
    if (active.length > 0) {
      await mkdir(this.packagesDir, { recursive: true });
      const built = await buildPackage(
        active.map((file) => ({
          name: file.name,
          sourcePath: path.join(this.filesDir, file.storedName),
          sha256: file.sha256,
        })),
        this.packagesDir,
      );
      value = { ...built, builtAt: new Date().toISOString(), fileCount: active.length };
    }
    await this.db
      .insert(shopSettings)
      .values({ key: PACKAGE_SETTING, value: JSON.stringify(value) })
      .onConflictDoUpdate({
        target: shopSettings.key,
        set: { value: JSON.stringify(value), updatedAt: sql`now()` },
      });
    return value ? { ...value, path: path.join(this.packagesDir, value.fileName) } : null;
  }
}
