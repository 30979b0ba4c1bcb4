import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { asc, eq, sql } from 'drizzle-orm';
import { storedFileName } from '../../shared/file-names.ts';
import {
  isAllowedProductFile,
  packageOwnFileName,
  productFileExtensions,
} from '../../shared/products.ts';
import type { JobLocks } from '../db/advisory-lock.ts';
import type { Db } from '../db/client.ts';
import { productFiles, shopSettings } from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';
import { measuringStream } from '../files/measuring-stream.ts';
import { buildPackage, type PackageItem } from './package-builder.ts';
import { contentProblem } from './product-file-content.ts';
import { readUploadedZip, UploadedZipRefusal } from './uploaded-zip.ts';

const PACKAGE_SETTING = 'download_package';

/** The package on sale: its bytes are the stored file (`FileStore`) with this SHA-256. */
export interface DownloadPackage {
  sha256: string;
  sizeBytes: number;
  builtAt: string;
  fileCount: number;
}

export type ProductFile = typeof productFiles.$inferSelect;

/** What is recorded about the package on sale: enough for a receipt, and to serve it. */
export async function savedPackage(db: Db): Promise<DownloadPackage | null> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, PACKAGE_SETTING));
  return row ? (JSON.parse(row.value) as DownloadPackage | null) : null;
}

/** Why a (cleaned) file name cannot be kept, or undefined when it can. */
function nameRefusal(name: string): string | undefined {
  if (name === '') return 'The file name has nothing visible left. Please rename the file.';
  const own = packageOwnFileName(name);
  if (own) {
    return `${own} is a name the download package gives a file of its own. Please rename the file and upload it again.`;
  }
  if (!isAllowedProductFile(name)) {
    return `${name}: only ${productFileExtensions.join(', ')} files can go in the package.`;
  }
  return undefined;
}

export class ProductFileError extends Error {
  override name = 'ProductFileError';
}

/** Another file already has this name (in any case): the package could not hold both as named. */
export class ProductFileNameTakenError extends Error {
  override name = 'ProductFileNameTakenError';
  constructor(existing: { id: number; name: string }) {
    super(
      `There is already a file named ${existing.name} (file ${existing.id}). Give this one another name, for example with its version number, or delete that file first.`,
    );
  }
}

/** The source stopped at its size limit (a multipart upload marks its stream `truncated`). */
export class ProductFileTooLargeError extends Error {
  override name = 'ProductFileTooLargeError';
}

/**
 * The files of the bot's download package, kept in the shared file store, and the package itself:
 * one zip of the active files, rebuilt whenever the active set changes.
 */
export class ProductFiles {
  constructor(
    private readonly db: Db,
    private readonly files: FileStore,
    private readonly locks: JobLocks,
  ) {}

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
   * Streams a file to a temporary name (never the uploader's), hashing it on the way, checks its
   * content matches its extension, then stores it. A refused or broken upload leaves nothing.
   * The name is kept without hidden characters (`storedFileName`); a name the package writes
   * itself, or one another file has (in any case), is refused before the upload is read.
   */
  async addStream(
    name: string,
    content: Readable,
    options: { active?: boolean } = {},
  ): Promise<ProductFile> {
    const cleanName = storedFileName(name);
    const refusal = nameRefusal(cleanName);
    if (refusal) {
      content.resume();
      throw new ProductFileError(refusal);
    }
    const taken = await this.fileNamed(this.db, cleanName);
    if (taken) {
      content.resume();
      throw new ProductFileNameTakenError(taken);
    }
    const extension = path.extname(cleanName).toLowerCase();
    const incoming = await this.files.incomingPath(extension);
    const { stream: measure, measured } = measuringStream();
    try {
      await pipeline(content, measure, createWriteStream(incoming));
      const { sizeBytes } = measured();
      if ((content as Readable & { truncated?: boolean }).truncated) {
        throw new ProductFileTooLargeError(`${cleanName} is larger than the upload limit.`);
      }
      const problem = await contentProblem(incoming, cleanName);
      if (problem) throw new ProductFileError(problem);
      if (extension === '.zip') await this.checkZip(incoming, cleanName);
      const { sha256 } = await this.files.put(incoming, { move: true });
      const file = await this.db.transaction(async (tx) => {
        // Two uploads of one name at once: the second waits here, then finds the first's row.
        await tx.execute(sql`lock table ${productFiles} in share row exclusive mode`);
        const named = await this.fileNamed(tx, cleanName);
        if (named) throw new ProductFileNameTakenError(named);
        const [inserted] = await tx
          .insert(productFiles)
          .values({
            name: cleanName,
            sizeBytes,
            sha256,
            isActive: options.active ?? false,
          })
          .returning();
        if (!inserted) throw new Error('product file insert returned no row');
        return inserted;
      });
      if (file.isActive) await this.rebuildPackage();
      return file;
    } finally {
      await rm(incoming, { force: true });
    }
  }

  /** A zip goes into the package unpacked: refused now, at upload, if it cannot be. */
  private async checkZip(zipPath: string, name: string): Promise<void> {
    try {
      await readUploadedZip(zipPath, { zipName: name });
    } catch (error) {
      if (error instanceof UploadedZipRefusal) throw new ProductFileError(error.message);
      throw error;
    }
  }

  /** The file already kept under this name, compared in any case. */
  private async fileNamed(db: Db, name: string): Promise<ProductFile | undefined> {
    const [file] = await db
      .select()
      .from(productFiles)
      .where(sql`lower(${productFiles.name}) = lower(${name})`)
      .limit(1);
    return file;
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
    if (file.isActive) await this.rebuildPackage();
  }

  /** The package on sale now, or null when no file is active. */
  currentPackage(): Promise<DownloadPackage | null> {
    return savedPackage(this.db);
  }

  /**
   * One rebuild at a time across the processes: each waits its turn and then zips the active set
   * as it is by then, so the package recorded last is built from the latest change. The same
   * files give the same zip, stored once: a second build (another process, a retry) changes
   * nothing, not even the recorded build time buyers are told about.
   */
  rebuildPackage(): Promise<DownloadPackage | null> {
    return this.locks.runInTurn('packageRebuild', () => this.buildAndSavePackage());
  }

  private async buildAndSavePackage(): Promise<DownloadPackage | null> {
    const active = (await this.list()).filter((file) => file.isActive);
    let value: DownloadPackage | null = null;
    if (active.length > 0) {
      const built = await this.buildZip(active);
      const saved = await savedPackage(this.db);
      value =
        saved?.sha256 === built.sha256
          ? saved
          : { ...built, builtAt: new Date().toISOString(), fileCount: active.length };
    }
    await this.db
      .insert(shopSettings)
      .values({ key: PACKAGE_SETTING, value: JSON.stringify(value) })
      .onConflictDoUpdate({
        target: shopSettings.key,
        set: { value: JSON.stringify(value), updatedAt: sql`now()` },
      });
    return value;
  }

  private async buildZip(active: ProductFile[]): Promise<{ sha256: string; sizeBytes: number }> {
    const target = await this.files.incomingPath('.zip');
    const unpackFolder = await this.files.incomingPath('.unpacked');
    try {
      const items: PackageItem[] = [];
      for (const [index, file] of active.entries()) {
        const local = await this.files.localFile(file.sha256);
        if (!local) throw new ProductFileError(`${file.name} is missing from the file store.`);
        items.push(await packageItem(file, local.path, path.join(unpackFolder, String(index))));
      }
      // The newest file's upload time stamps every entry: the same files, the same bytes.
      const mtime = new Date(Math.max(...active.map((file) => file.uploadedAt.getTime())));
      await buildPackage(items, { target, mtime });
      return await this.files.put(target, { move: true });
    } finally {
      await rm(target, { force: true });
      await rm(unpackFolder, { recursive: true, force: true });
    }
  }
}

/**
 * A file's share of the package: a zip's files, unpacked into `folder`, so the buyer gets the bot's
 * files rather than a zip inside the zip; any other file as it is. A zip kept from before uploads
 * were checked, that the rules now refuse, still goes in whole, as it always did, rather than
 * closing the package.
 */
async function packageItem(
  file: ProductFile,
  sourcePath: string,
  folder: string,
): Promise<PackageItem> {
  const whole: PackageItem = {
    entries: [{ name: file.name, sourcePath, sha256: file.sha256 }],
    unpacked: false,
  };
  if (path.extname(file.name).toLowerCase() !== '.zip') return whole;
  await mkdir(folder, { recursive: true });
  try {
    const unpacked = await readUploadedZip(sourcePath, { zipName: file.name, into: folder });
    return {
      entries: unpacked.map((entry) => ({
        name: entry.path,
        sourcePath: entry.sourcePath ?? '',
        sha256: entry.sha256,
      })),
      unpacked: true,
    };
  } catch (error) {
    if (error instanceof UploadedZipRefusal) return whole;
    throw error;
  }
}
