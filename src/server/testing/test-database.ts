import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase, openPgliteClient, pgliteDatabase } from '../db/client.ts';

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
    /** This run's prefix for PostgreSQL database names (global-setup.ts). */
    testDatabasePrefix: string;
    /** A migrated PGlite database's files, written once for the whole run (global-setup.ts). */
    migratedPgliteFile: string;
  }
}

/**
 * A fresh, migrated database of its own; closing it also drops it on PostgreSQL.
 *
 * Migrating is done once per run (PGlite) or once per test file (a PostgreSQL template that each
 * test's database copies). PGlite clients are lent: closing a test's database empties its tables
 * and keeps the client for the file's next test, which is twenty times faster than loading the
 * migrated files into a new one (about 1 s each). Module state lives per test file (Vitest
 * isolates files), so nothing outlives its file.
 */
export async function createTestDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') return lentPgliteDatabase();

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

/** PGlite clients of this test file that no test is using, each as migrated and empty. */
const idlePglite: PGlite[] = [];

/**
 * A PGlite database on a lent client. It behaves as its own: once closed (by its app, or by a
 * test taking the database away) every call rejects as a closed PGlite does, while the client
 * itself is emptied and goes back to the file's idle list.
 */
async function lentPgliteDatabase(): Promise<TestDatabase> {
  const client =
    idlePglite.pop() ??
    (await openPgliteClient({ kind: 'pglite', loadDataDir: await migratedPgliteFiles() }));
  let closed = false;
  const lent = new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        closed
          ? Promise.reject(new Error('PGlite is closed'))
          : (value as (...a: unknown[]) => unknown).apply(target, args);
    },
  });
  let closing: Promise<void> | undefined;
  return {
    ...(await pgliteDatabase(lent)),
    close: () =>
      (closing ??= (async () => {
        closed = true;
        if (await emptied(client)) idlePglite.push(client);
      })()),
  };
}

let tableList: Promise<string> | undefined;

/** Empties every table of the shop's schema; false (and closed) when the client is unusable. */
async function emptied(client: PGlite): Promise<boolean> {
  try {
    // Every lent client has the same schema: its tables are read once per file.
    tableList ??= client
      .query<{ name: string }>(
        `select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
      )
      .then(({ rows }) => rows.map((row) => row.name).join(', '));
    await client.exec(`truncate ${await tableList} restart identity cascade`);
    return true;
  } catch {
    tableList = undefined;
    await client.close().catch(() => undefined);
    return false;
  }
}

let pgliteFiles: Promise<Blob> | undefined;

/** The migrated database's files global-setup.ts wrote for this run. */
function migratedPgliteFiles(): Promise<Blob> {
  pgliteFiles ??= readFile(inject('migratedPgliteFile')).then((bytes) => new Blob([bytes]));
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
