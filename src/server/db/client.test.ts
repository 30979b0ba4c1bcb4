import { sql } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds } from '../testing/test-database.ts';
import { openDatabase, type Database } from './client.ts';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from './migrate.ts';

const expectedMigrations = readMigrationFiles({ migrationsFolder }).length;

async function appliedMigrations(database: Database): Promise<number> {
  const result = await database.db.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  );
  return Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count);
}

describe.each(testDatabaseKinds())('database on %s', (kind) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
  });

  it('applies every migration, and applying again changes nothing', async () => {
    database = await createTestDatabase(kind);
    expect(expectedMigrations).toBeGreaterThan(0);
    expect(await appliedMigrations(database)).toBe(expectedMigrations);
    await database.migrate();
    expect(await appliedMigrations(database)).toBe(expectedMigrations);
  });

  it('closes once even when asked twice', async () => {
    database = await createTestDatabase(kind);
    await database.close();
    await expect(database.close()).resolves.toBeUndefined();
    await expect(database.ping()).rejects.toThrow();
  });
});

describe('embedded database in DATA_DIR', () => {
  it('creates a missing data folder and keeps data across restarts', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'shop-data-'));
    const dataDir = path.join(parent, 'nested', 'data');
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir });
      await first.migrate();
      await first.db.execute(sql`insert into shop_settings (key, value) values ('probe', 'kept')`);
      await first.close();

      const second = await openDatabase({ kind: 'pglite', dataDir });
      const result = await second.db.execute(
        sql`select value from shop_settings where key = 'probe'`,
      );
      expect((result as unknown as { rows: { value: string }[] }).rows[0]?.value).toBe('kept');
      await second.close();
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});

describe('embedded database memory', () => {
  it('starts PGlite with small shared buffers, in a folder and in memory alike', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'pglite-memory-'));
    for (const target of [{ dataDir }, {}]) {
      const database = await openDatabase({ kind: 'pglite', ...target });
      const result = await database.db.execute(
        sql`select current_setting('shared_buffers') as value`,
      );
      await database.close();
      expect((result as unknown as { rows: { value: string }[] }).rows[0]?.value).toBe('16MB');
    }
    await rm(dataDir, { recursive: true, force: true });
  });
});
