import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPgliteClient } from '../db/client.ts';
import { migratePglite } from '../db/migrate.ts';
import { dropDatabase, withAdminClient } from './test-database.ts';

/**
 * Vitest global setup.
 *
 * - A migrated PGlite database is made once and its files written to a temporary folder: each
 *   test file loads them rather than starting an empty database and migrating it (about 3 s a
 *   file).
 * - PostgreSQL databases made by this run share a prefix of their own, so that afterwards it can
 *   drop what its tests left behind (each test file's migrated template, and the database of a
 *   test stopped before closing it) without touching another run's databases.
 */
export default async function setup(project: TestProject) {
  const prefix = `shop_test_${randomBytes(3).toString('hex')}_`;
  project.provide('testDatabasePrefix', prefix);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'shop-test-pglite-'));
  const migratedFile = path.join(folder, 'migrated.tar');
  await writeFile(migratedFile, await migratedPgliteFiles());
  project.provide('migratedPgliteFile', migratedFile);

  return async function teardown() {
    await rm(folder, { recursive: true, force: true });
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) return;
    const { rows } = await withAdminClient(adminUrl, (client) =>
      client.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [prefix],
      ),
    );
    for (const { datname } of rows) await dropDatabase(adminUrl, datname);
  };
}

async function migratedPgliteFiles(): Promise<Uint8Array> {
  const client = await openPgliteClient({ kind: 'pglite' });
  try {
    await migratePglite(client);
    return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await client.close();
  }
}
