import type { Readable } from 'node:stream';

/**
 * Where the shop's files really live, shared by every server process: the database here
 * (`database-blobs.ts`); an S3-compatible bucket would implement the same four calls (decision
 * 0010). Files are named by the SHA-256 of their bytes, so a name never changes what it holds.
 */
export interface BlobBackend {
  /**
   * The size of a complete stored file, or undefined when there is none. `keep` also marks it
   * stored now, so a sweep running at the same moment spares a file someone is storing again.
   */
  sizeOf(sha256: string, options?: { keep?: boolean }): Promise<number | undefined>;
  /** Stores bytes already known to have this hash and size; storing them twice is harmless. */
  write(sha256: string, sizeBytes: number, content: Readable): Promise<void>;
  /** The stored bytes, in order. */
  read(sha256: string): AsyncIterable<Uint8Array>;
  /** Deletes every file stored before `storedBefore` whose hash is not listed; returns them. */
  deleteUnreferenced(referenced: ReadonlySet<string>, storedBefore: Date): Promise<string[]>;
}
