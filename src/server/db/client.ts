import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import v8 from 'node:v8';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { inProcessJobLocks, type JobLocks, postgresJobLocks } from './advisory-lock.ts';
import { migratePglite, migratePostgres } from './migrate.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** Scheduled work and rebuilds take these, so one process does each at a time. */
  locks: JobLocks;
  /** Applies the pending SQL migrations (start-up does this before serving). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /**
   * `dataDir` undefined: an in-memory database (tests). `loadDataDir`: start from a copy of
   * another database's files (tests clone one migrated database instead of migrating each).
   */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

/**
 * Each engine's driver is loaded when a database of its kind is opened: a server on PostgreSQL
 * never holds the embedded Postgres's code in memory, nor one on PGlite the network driver's.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const database =
    target.kind === 'postgres' ? await openPostgres(target.url) : await openPglite(target);
  // Shutdown paths may race (signal, app close, test teardown); closing twice is harmless.
  let closing: Promise<void> | undefined;
  return { ...database, close: () => (closing ??= database.close()) };
}

/**
 * PGlite runs Postgres inside the process, so Postgres's memory is the server's. Its default
 * shared_buffers (128 MB, sized for a machine's database server) is allocated and touched at
 * start: most of the 250 MB PGlite added to the server's resident memory, and a slower start.
 * The shop's working set (a few thousand rows) fits in 16 MB many times over; pages it misses
 * come from the operating system's file cache. WAL buffers follow at 1/32 of it. PGlite's own
 * WebAssembly memory cannot start below the 128 MB its module declares (`initialMemory`), but
 * untouched pages of it cost nothing.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB'];

/**
 * The one extension the schema uses: pg_trgm, whose index finds orders by part of an address
 * (migration 0025). PGlite bundles it; its code loads when the index is first used. Every PGlite
 * opened on the shop's files needs it, as the index cannot be read without it.
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}

/**
 * Postgres compiled to WebAssembly is a large module. By default V8 compiles it quickly (Liftoff)
 * and then again, optimised (TurboFan), in the background: about 70 MB more resident memory, half
 * a second more start-up and seconds of CPU while the first queries run. The shop's queries are
 * small and few, so the quick code is fast enough. The flag only concerns WebAssembly compiled
 * after it is set (the embedded Postgres is the only WebAssembly the server runs) and is set
 * only when PGlite is used.
 */
function compileWebAssemblyOnce(): void {
  v8.setFlagsFromString('--liftoff-only');
}

async function openPglite(target: Extract<DatabaseTarget, { kind: 'pglite' }>): Promise<Database> {
  const client = await openPgliteClient(target);
  return { ...(await pgliteDatabase(client)), close: () => client.close() };
}

/** A started embedded Postgres, with the shop's settings. */
export async function openPgliteClient({
  dataDir,
  loadDataDir,
}: Extract<DatabaseTarget, { kind: 'pglite' }>): Promise<PGlite> {
  compileWebAssemblyOnce();
  const { PGlite } = await import('@electric-sql/pglite');
  const startParams = [...PGlite.defaultStartParams, ...PGLITE_SETTINGS];
  const extensions = await pgliteExtensions();
  let client: PGlite;
  if (dataDir) {
    // PGlite needs its folder's parent to exist; DATA_DIR may be brand new.
    await mkdir(dataDir, { recursive: true });
    client = new PGlite(path.join(dataDir, 'pglite'), { startParams, loadDataDir, extensions });
  } else {
    client = new PGlite({ startParams, loadDataDir, extensions });
  }
  await client.waitReady;
  return client;
}

/**
 * The shop's view of a PGlite client. Closing is left to whoever owns the client (the tests lend
 * one client to many test apps in turn).
 */
export async function pgliteDatabase(client: PGlite): Promise<Omit<Database, 'close'>> {
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    locks: inProcessJobLocks(),
    migrate: () => migratePglite(client),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  keepConnectionLossInTheQueries(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    locks: postgresJobLocks(pool),
    migrate: () => migratePostgres(pool),
    close: () => pool.end(),
  };
}

/**
 * A restart of PostgreSQL ends every connection, and each one says so with an 'error' event. The
 * pool listens on its idle connections, but a connection checked out (a transaction between two
 * queries, a job's advisory lock) has no listener, and an 'error' event nobody listens to ends
 * the process. The loss is not lost on the work: the connection's next query rejects with "not
 * queryable" (the shop answers 503), and the pool discards the connection when it comes back.
 */
function keepConnectionLossInTheQueries(pool: pg.Pool): void {
  pool.on('error', () => undefined);
  pool.on('connect', (connection) => connection.on('error', () => undefined));
}
