import { mkdtempSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { pngImage, uploadArt } from '../testing/art-uploads.ts';
import { buyWithTestCard } from '../testing/purchase.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../testing/test-database.ts';
import { BackupError } from './backup-format.ts';
import { writeBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';
import { rowsOf, shopTables } from './shop-tables.ts';

/** Every row of every table, as JSON, in key order: what a restore must reproduce exactly. */
async function everyRow(db: Db): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  for (const table of await shopTables(db)) {
    const rows = await rowsOf<{ row: string }>(
      db,
      sql`select row_to_json(t)::text as row from ${sql.raw(`"${table.name}"`)} t order by 1`,
    );
    all[table.name] = rows.map((row) => JSON.parse(row.row) as unknown);
  }
  return all;
}

describe.each(testDatabaseKinds())('backup and restore on %s', (kind) => {
  let shop: TestApp;
  let restored: TestDatabase;
  let folder: string;
  let archive: string;
  let downloadPath: string;
  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
    archive = path.join(folder, 'shop.backup');
    shop = await createTestApp(kind);
    ({ downloadPath } = await buyWithTestCard(shop.app));
    const { cookie } = await signedInAdmin(shop.app, shop.database.db);
    expect(
      (await uploadArt(shop.app, cookie, 'art.png', await pngImage(700, 500))).statusCode,
    ).toBe(201);
    restored = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await shop.app.close();
    await restored.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('restores every row, files included, into an empty database', async () => {
    const counts = await writeBackup(shop.database.db, archive);
    expect(counts.orders).toBe(1);
    expect(counts.download_grants).toBe(1);
    expect(counts.file_blobs).toBeGreaterThan(3);

    expect(await restoreBackup(restored.db, archive)).toEqual(counts);
    expect(await everyRow(restored.db)).toEqual(await everyRow(shop.database.db));
  });

  it('lets a restored shop with an empty DATA_DIR serve the download, and number on', async () => {
    const again = await createTestApp(kind, { database: restored });
    const original = await shop.app.inject({ method: 'HEAD', url: downloadPath });
    const download = await again.app.inject({ method: 'GET', url: downloadPath });
    expect(download.statusCode).toBe(200);
    expect(download.headers.etag).toBe(original.headers.etag);
    expect(download.rawPayload.length).toBe(Number(original.headers['content-length']));
    // Sequences moved past the restored rows: a new order gets the next number.
    await buyWithTestCard(again.app, 'second@example.com');
    const ids = await rowsOf<{ id: number }>(restored.db, sql`select id from orders order by id`);
    expect(ids.map((row) => row.id)).toEqual([1, 2]);
  });

  it('refuses a database that is not empty, unless forced', async () => {
    await expect(restoreBackup(restored.db, archive)).rejects.toThrow(
      /The database is not empty \(.*orders.*\): restore into an empty one, or add --force/,
    );
    await restoreBackup(restored.db, archive, { force: true });
    expect(await everyRow(restored.db)).toEqual(await everyRow(shop.database.db));
  });

  it('refuses a file that is not a backup, or one cut short, and changes nothing', async () => {
    const before = await everyRow(restored.db);
    const other = path.join(folder, 'notes.txt');
    await writeFile(other, 'hello');
    await expect(restoreBackup(restored.db, other, { force: true })).rejects.toBeInstanceOf(
      BackupError,
    );
    const { gunzipSync, gzipSync } = await import('node:zlib');
    const lines = gunzipSync(await readFile(archive))
      .toString('utf8')
      .trimEnd()
      .split('\n');
    const cut = path.join(folder, 'cut.backup');
    await writeFile(cut, gzipSync(lines.slice(0, -1).join('\n')));
    await expect(restoreBackup(restored.db, cut, { force: true })).rejects.toThrow(/cut short/);
    expect(await everyRow(restored.db)).toEqual(before);
  });
});
