import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { StartupError } from './startup-checks.ts';
import { openShopDatabase } from './open-shop-database.ts';

// The server and both operator CLIs open the database through this one function.
describe('openShopDatabase', () => {
  let folder: string | undefined;
  afterEach(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('opens the embedded database in DATA_DIR, migrated', async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'shop-open-'));
    const database = await openShopDatabase({ dataDir: folder, databaseUrl: undefined });
    try {
      const result = await database.db.execute(sql`select count(*)::int as count from orders`);
      expect((result as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('names DATA_DIR when the embedded database cannot be opened there', async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'shop-open-'));
    const notAFolder = path.join(folder, 'file');
    await writeFile(notAFolder, 'not a folder');
    const opening = openShopDatabase({ dataDir: notAFolder, databaseUrl: undefined });
    await expect(opening).rejects.toBeInstanceOf(StartupError);
    await expect(opening).rejects.toThrow(/^DATA_DIR: /);
  });

  it('names DATABASE_URL when PostgreSQL does not answer', async () => {
    const opening = openShopDatabase({
      dataDir: os.tmpdir(),
      databaseUrl: 'postgres://postgres@127.0.0.1:1/shop',
    });
    await expect(opening).rejects.toBeInstanceOf(StartupError);
    await expect(opening).rejects.toThrow(/DATABASE_URL/);
  });
});
