import type { Readable } from 'node:stream';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { fileBlobChunks, fileBlobs } from '../db/schema.ts';
import type { BlobBackend } from './blob-backend.ts';

/** Large enough that a 250 MB upload is 250 rows, small enough that no query holds much. */
export const CHUNK_BYTES = 1024 * 1024;

/**
 * Files as rows of PostgreSQL (or PGlite): chunks first, then the `file_blobs` row that says the
 * file is complete. Two processes storing the same bytes write the same chunks, so conflicts are
 * ignored; a write cut off halfway leaves chunks without a file row, which the next write of
 * those bytes completes.
 */
export class DatabaseBlobs implements BlobBackend {
  constructor(private readonly db: Db) {}

  async sizeOf(sha256: string, { keep = false } = {}): Promise<number | undefined> {
    const [row] = keep
      ? await this.db
          .update(fileBlobs)
          .set({ storedAt: sql`now()` })
          .where(eq(fileBlobs.sha256, sha256))
          .returning({ sizeBytes: fileBlobs.sizeBytes })
      : await this.db
          .select({ sizeBytes: fileBlobs.sizeBytes })
          .from(fileBlobs)
          .where(eq(fileBlobs.sha256, sha256));
    return row?.sizeBytes;
  }

  async write(sha256: string, sizeBytes: number, content: Readable): Promise<void> {
    let position = 0;
    for await (const chunk of inChunks(content, CHUNK_BYTES)) {
      // Sent as hex text: PGlite encodes a binary parameter byte by byte, twenty times slower
      // (node-postgres sends a Buffer as hex text anyway).
      await this.db
        .insert(fileBlobChunks)
        .values({ sha256, position, content: sql`decode(${chunk.toString('hex')}, 'hex')` })
        .onConflictDoNothing();
      position += 1;
    }
    await this.db
      .insert(fileBlobs)
      .values({ sha256, sizeBytes, chunkCount: position })
      .onConflictDoUpdate({ target: fileBlobs.sha256, set: { storedAt: sql`now()` } });
  }

  async *read(sha256: string): AsyncIterable<Uint8Array> {
    const [file] = await this.db
      .select({ chunkCount: fileBlobs.chunkCount })
      .from(fileBlobs)
      .where(eq(fileBlobs.sha256, sha256));
    if (!file) throw new Error(`stored file ${sha256.slice(0, 12)}… is not in the database`);
    // A few chunks per query: fewer round trips, still a bounded amount in memory.
    for (let from = 0; from < file.chunkCount; from += 4) {
      const rows = await this.db
        // As base64 text: PGlite decodes a binary column byte by byte, several times slower.
        .select({ content: sql<string>`encode(${fileBlobChunks.content}, 'base64')` })
        .from(fileBlobChunks)
        .where(
          and(
            eq(fileBlobChunks.sha256, sha256),
            gte(fileBlobChunks.position, from),
            lt(fileBlobChunks.position, from + 4),
          ),
        )
        .orderBy(asc(fileBlobChunks.position));
      for (const row of rows) yield Buffer.from(row.content, 'base64');
    }
  }

  async deleteUnreferenced(referenced: ReadonlySet<string>, storedBefore: Date): Promise<string[]> {
    const candidates = await this.db
      .select({ sha256: fileBlobs.sha256 })
      .from(fileBlobs)
      .where(lt(fileBlobs.storedAt, storedBefore));
    const gone: string[] = [];
    for (const { sha256 } of candidates) {
      if (referenced.has(sha256)) continue;
      // The file row goes first, in one transaction with its chunks: a concurrent
      // `sizeOf(…, { keep: true })` waits for it, then finds no file and stores the bytes again.
      const deleted = await this.db.transaction(async (tx) => {
        const rows = await tx
          .delete(fileBlobs)
          .where(and(eq(fileBlobs.sha256, sha256), lt(fileBlobs.storedAt, storedBefore)))
          .returning({ sha256: fileBlobs.sha256 });
        if (rows.length > 0)
          await tx.delete(fileBlobChunks).where(eq(fileBlobChunks.sha256, sha256));
        return rows.length > 0;
      });
      if (deleted) gone.push(sha256);
    }
    return gone;
  }
}

/** Re-cuts a stream's pieces (whatever size they come in) into pieces of exactly `size` bytes. */
export async function* inChunks(content: Readable, size: number): AsyncIterable<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of content as AsyncIterable<Buffer>) {
    pending.push(piece);
    pendingBytes += piece.length;
    while (pendingBytes >= size) {
      const joined = Buffer.concat(pending);
      yield joined.subarray(0, size);
      pending = [joined.subarray(size)];
      pendingBytes -= size;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}
