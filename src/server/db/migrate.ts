import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { lockKeys } from './advisory-lock.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

// The drivers' migrators load with the engine in use (see openDatabase).
export async function migratePglite(client: PGlite): Promise<void> {
  const [{ drizzle: drizzlePglite }, { migrate: migratePgliteDb }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  await migratePgliteDb(drizzlePglite(client), { migrationsFolder });
}

/**
 * Several server processes may start at once against one PostgreSQL, so they take turns behind a
 * session advisory lock held on one connection for the whole run.
 */
export async function migratePostgres(pool: pg.Pool): Promise<void> {
  const [{ drizzle: drizzlePg }, { migrate: migratePgDb }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const connection = await pool.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [lockKeys.migrations]);
    try {
      await migratePgDb(drizzlePg(connection), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [lockKeys.migrations]);
    }
  } finally {
    connection.release();
  }
}
