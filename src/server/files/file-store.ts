import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BlobBackend } from './blob-backend.ts';
import { type MeasuredBytes, measuringStream } from './measuring-stream.ts';

export type StoredFile = MeasuredBytes;

/** A file on this machine's disk, ready to stream (with a byte range, if asked). */
export interface LocalFile {
  path: string;
  sizeBytes: number;
}

export const SHA256 = /^[0-9a-f]{64}$/;

/** What came out of the shared store was not the file asked for: never served. */
export class FileVerificationError extends Error {
  override name = 'FileVerificationError';
}

/**
 * The shop's files, shared by every server process through a `BlobBackend`, with a local cache in
 * `DATA_DIR/files` that keeps serving as fast as a plain file: a file is read from the cache when
 * it is there, and it is there only once its SHA-256 was checked on the way in (at `put`, or when
 * it was fetched from the backend), under a name written by an atomic rename. A process with an
 * empty DATA_DIR fetches each file once, on first use.
 */
export class FileStore {
  private readonly fetching = new Map<string, Promise<LocalFile | undefined>>();

  constructor(
    private readonly backend: BlobBackend,
    readonly cacheDir: string,
  ) {}

  /**
   * Stores a file of this machine's disk and returns its hash. `move` hands the file over (a
   * temporary upload): it becomes the cached copy instead of being copied.
   */
  async put(sourcePath: string, { move = false } = {}): Promise<StoredFile> {
    const file = await measureFile(sourcePath);
    if ((await this.backend.sizeOf(file.sha256, { keep: true })) === undefined) {
      await this.backend.write(file.sha256, file.sizeBytes, createReadStream(sourcePath));
    }
    const cached = this.cachePath(file.sha256);
    if (await sizeOnDisk(cached)) {
      if (move) await rm(sourcePath, { force: true });
    } else {
      const incoming = await this.incomingPath();
      await (move ? moveFile(sourcePath, incoming) : copyFile(sourcePath, incoming));
      await this.settle(incoming, cached);
    }
    return file;
  }

  /** Stores bytes held in memory (a small generated file). */
  async putBytes(content: Uint8Array): Promise<StoredFile> {
    const incoming = await this.incomingPath();
    await pipeline(Readable.from([content]), createWriteStream(incoming));
    return this.put(incoming, { move: true });
  }

  /**
   * The file with this hash on this machine's disk, fetched and checked first if only the shared
   * store has it; undefined when no one stored it (or the hash is not one).
   */
  async localFile(sha256: string): Promise<LocalFile | undefined> {
    if (!SHA256.test(sha256)) return undefined;
    const cached = this.cachePath(sha256);
    const size = await sizeOnDisk(cached);
    if (size !== undefined) return { path: cached, sizeBytes: size };
    // Requests for the same file while it is being fetched share that one fetch.
    let running = this.fetching.get(sha256);
    if (!running) {
      running = this.fetch(sha256).finally(() => this.fetching.delete(sha256));
      this.fetching.set(sha256, running);
    }
    return running;
  }

  /**
   * The file only if this machine's disk already has it: never a query, so a caller inside a
   * transaction (on PGlite, the only connection) cannot wait on itself.
   */
  async cachedFile(sha256: string): Promise<LocalFile | undefined> {
    if (!SHA256.test(sha256)) return undefined;
    const cached = this.cachePath(sha256);
    const size = await sizeOnDisk(cached);
    return size === undefined ? undefined : { path: cached, sizeBytes: size };
  }

  /** Whether the shared store (or this cache) has the file. */
  async has(sha256: string): Promise<boolean> {
    if (!SHA256.test(sha256)) return false;
    if ((await sizeOnDisk(this.cachePath(sha256))) !== undefined) return true;
    return (await this.backend.sizeOf(sha256)) !== undefined;
  }

  /**
   * Deletes the stored files not in `referenced` and older than `graceMs` (a file just stored may
   * not have the row that names it yet), here and in the shared store. Returns how many went.
   */
  async deleteUnreferenced(referenced: ReadonlySet<string>, graceMs: number): Promise<number> {
    const gone = await this.backend.deleteUnreferenced(referenced, new Date(Date.now() - graceMs));
    await Promise.all(gone.map((sha256) => rm(this.cachePath(sha256), { force: true })));
    return gone.length;
  }

  private async fetch(sha256: string): Promise<LocalFile | undefined> {
    const sizeBytes = await this.backend.sizeOf(sha256);
    if (sizeBytes === undefined) return undefined;
    const incoming = await this.incomingPath();
    const { stream: measure, measured } = measuringStream();
    try {
      await pipeline(
        Readable.from(this.backend.read(sha256)),
        measure,
        createWriteStream(incoming),
      );
      const got = measured();
      if (got.sha256 !== sha256 || got.sizeBytes !== sizeBytes) {
        throw new FileVerificationError(
          `stored file ${sha256.slice(0, 12)}… came back as ${got.sha256.slice(0, 12)}… (${got.sizeBytes} of ${sizeBytes} bytes)`,
        );
      }
      const cached = this.cachePath(sha256);
      await this.settle(incoming, cached);
      return { path: cached, sizeBytes };
    } finally {
      await rm(incoming, { force: true });
    }
  }

  /** `{cache}/ab/abcdef…`: two hex digits of folder keep any one folder small. */
  private cachePath(sha256: string): string {
    return path.join(this.cacheDir, sha256.slice(0, 2), sha256);
  }

  /** A fresh name in the cache folder (same disk as the cache, so a rename is atomic). */
  async incomingPath(extension = ''): Promise<string> {
    await mkdir(this.cacheDir, { recursive: true });
    return path.join(this.cacheDir, `.incoming-${randomBytes(12).toString('hex')}${extension}`);
  }

  private async settle(incoming: string, cached: string): Promise<void> {
    await mkdir(path.dirname(cached), { recursive: true });
    await rename(incoming, cached);
  }
}

async function sizeOnDisk(filePath: string): Promise<number | undefined> {
  try {
    return (await stat(filePath)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** A rename, or a copy when the file is on another disk. */
async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

/** A file's size and SHA-256, read from disk. */
export async function measureFile(filePath: string): Promise<StoredFile> {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  for await (const piece of createReadStream(filePath) as AsyncIterable<Buffer>) {
    hash.update(piece);
    sizeBytes += piece.length;
  }
  return { sizeBytes, sha256: hash.digest('hex') };
}
