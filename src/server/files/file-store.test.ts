import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileBlobChunks, fileBlobs } from '../db/schema.ts';
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../testing/test-database.ts';
import { CHUNK_BYTES, DatabaseBlobs, inChunks } from './database-blobs.ts';
import { FileStore, FileVerificationError, measureFile } from './file-store.ts';

describe('inChunks', () => {
  it('cuts any pieces into pieces of the size asked, the last one shorter', async () => {
    const source = Readable.from([Buffer.from('abc'), Buffer.from('defgh'), Buffer.from('i')]);
    const pieces: string[] = [];
    for await (const piece of inChunks(source, 4)) pieces.push(piece.toString());
    expect(pieces).toEqual(['abcd', 'efgh', 'i']);
  });
});

describe.each(testDatabaseKinds())('the shared file store on %s', (kind) => {
  let database: TestDatabase;
  const folders: string[] = [];
  const folder = () => {
    const made = mkdtempSync(path.join(os.tmpdir(), 'file-store-'));
    folders.push(made);
    return made;
  };
  const storeIn = (dir = folder()) => new FileStore(new DatabaseBlobs(database.db), dir);

  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.close();
    await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('gives a file stored by one process to another with an empty cache, byte for byte', async () => {
    // More than two chunks, so order and the short last chunk are both exercised.
    const content = randomBytes(2 * CHUNK_BYTES + 12345);
    const source = path.join(folder(), 'upload.bin');
    await writeFile(source, content);

    const stored = await storeIn().put(source);
    expect(stored).toEqual(await measureFile(source));
    const [row] = await database.db.select().from(fileBlobs);
    expect(row).toMatchObject({ sha256: stored.sha256, sizeBytes: content.length, chunkCount: 3 });

    const other = storeIn();
    expect(await other.has(stored.sha256)).toBe(true);
    const local = await other.localFile(stored.sha256);
    expect(local?.sizeBytes).toBe(content.length);
    expect(local?.path.startsWith(other.cacheDir)).toBe(true);
    expect((await readFile(local?.path ?? '')).equals(content)).toBe(true);
  });

  it('stores the same bytes once however often they are put', async () => {
    const store = storeIn();
    const first = await store.putBytes(Buffer.from('same bytes'));
    const second = await storeIn().putBytes(Buffer.from('same bytes'));
    expect(second).toEqual(first);
    expect(await database.db.select().from(fileBlobs)).toHaveLength(1);
    expect(await database.db.select().from(fileBlobChunks)).toHaveLength(1);
  });

  it('moves a handed-over file into the cache, and keeps a copied one where it was', async () => {
    const dir = folder();
    const kept = path.join(dir, 'kept.txt');
    const handed = path.join(dir, 'handed.txt');
    await writeFile(kept, 'kept');
    await writeFile(handed, 'handed');
    const store = storeIn();
    await store.put(kept);
    await store.put(handed, { move: true });
    expect(await readFile(kept, 'utf8')).toBe('kept');
    await expect(readFile(handed)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('knows nothing of a hash no one stored, nor of a string that is not a hash', async () => {
    const store = storeIn();
    expect(await store.localFile('0'.repeat(64))).toBeUndefined();
    expect(await store.has('0'.repeat(64))).toBe(false);
    expect(await store.localFile('../../etc/passwd')).toBeUndefined();
  });

  it('refuses to cache bytes that do not match their hash', async () => {
    const { sha256 } = await storeIn().putBytes(Buffer.from('the real bytes'));
    await database.db
      .update(fileBlobChunks)
      .set({ content: Buffer.from('tampered bytes') })
      .where(eq(fileBlobChunks.sha256, sha256));
    const other = storeIn();
    await expect(other.localFile(sha256)).rejects.toBeInstanceOf(FileVerificationError);
    // Nothing half-checked is left to be served next time.
    await expect(other.localFile(sha256)).rejects.toBeInstanceOf(FileVerificationError);
  });

  it('deletes unreferenced files once they are older than the grace period, here and shared', async () => {
    const store = storeIn();
    const keep = await store.putBytes(Buffer.from('referenced'));
    const drop = await store.putBytes(Buffer.from('forgotten'));
    expect(await store.deleteUnreferenced(new Set([keep.sha256]), 60_000)).toBe(0);

    await database.db.update(fileBlobs).set({ storedAt: sql`now() - interval '2 minutes'` });
    expect(await store.deleteUnreferenced(new Set([keep.sha256]), 60_000)).toBe(1);
    expect(await store.has(drop.sha256)).toBe(false);
    expect(await store.has(keep.sha256)).toBe(true);
    expect(await database.db.select().from(fileBlobChunks)).toHaveLength(1);
  });
});
