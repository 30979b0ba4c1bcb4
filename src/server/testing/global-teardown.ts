import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { dropDatabase, withAdminClient } from './test-database.ts';

/**
 * Vitest global setup. PostgreSQL databases made by this run share a prefix of their own, so that
 * afterwards it can drop what its tests left behind (each test file's migrated template, and the
 * database of a test stopped before closing it) without touching another run's databases.
 */
export default function setup(project: TestProject) {
  const prefix = `shop_test_${randomBytes(3).toString('hex')}_`;
  project.provide('testDatabasePrefix', prefix);

  return async function teardown() {
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
