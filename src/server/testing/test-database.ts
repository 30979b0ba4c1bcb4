import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.ts';
import { migratePglite } from '../db/migrate.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/**
 * The databases route tests run against: embedded PGlite always, and the PostgreSQL server named
 * by TEST_DATABASE_URL when it is set (CI sets it).
 */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase extends Database {
  /** The PostgreSQL database's URL (tests that connect to it another way). */
  url?: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    /** This run's prefix for PostgreSQL database names (global-teardown.ts). */
    testDatabasePrefix: string;
  }
}

/**
 * A fresh, migrated database of its own; closing it also drops it on PostgreSQL.
 *
 * Each test file migrates once: the first database is migrated and later ones are copies of it
 * (PGlite's data files, or a PostgreSQL template), which is several times faster than starting
 * and migrating an empty database for every test. Module state lives per test file (Vitest
 * isolates files), so one file's template never outlives it.
 */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    return openDatabase({ kind: 'pglite', loadDataDir: await migratedPgliteFiles() });
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const template = await migratedPostgresTemplate(adminUrl);
  const name = newDatabaseName();
  await withAdminClient(adminUrl, (client) =>
    client.query(`create database "${name}" template "${template}"`),
  );
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ kind: 'postgres', url });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

let pgliteFiles: Promise<Blob> | undefined;

function migratedPgliteFiles(): Promise<Blob> {
  pgliteFiles ??= (async () => {
    const client = new PGlite();
    try {
      await migratePglite(client);
      return await client.dumpDataDir('none');
    } finally {
      await client.close();
    }
  })();
  return pgliteFiles;
}

let postgresTemplate: Promise<string> | undefined;

/** A migrated database no one connects to, so CREATE DATABASE … TEMPLATE can copy it. */
function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  postgresTemplate ??= (async () => {
    const name = newDatabaseName();
    await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
    const template = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl, name) });
    try {
      await template.migrate();
    } finally {
      await template.close();
    }
    return name;
  })();
  return postgresTemplate;
}

const newDatabaseName = () => `${inject('testDatabasePrefix')}${randomBytes(6).toString('hex')}`;

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function dropDatabase(adminUrl: string, name: string) {
  return withAdminClient(adminUrl, (client) =>
    client.query(`drop database if exists "${name}" with (force)`),
  );
}

export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
