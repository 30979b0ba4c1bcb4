import path from 'node:path';
import type { AppConfig } from './config.ts';
import { databaseStartupError, StartupError, withDeadline } from './startup-checks.ts';
import { type Database, openDatabase } from './db/client.ts';

const DATABASE_START_TIMEOUT_MS = 20_000;

/**
 * The shop's database as the configuration names it (DATABASE_URL's PostgreSQL, or the embedded
 * one in DATA_DIR), migrated. The server and the operator CLIs open it the same way, and fail with
 * one line that names the variable to fix.
 */
export async function openShopDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
): Promise<Database> {
  const { databaseUrl, dataDir } = config;
  const timedOut = () =>
    new StartupError(
      databaseUrl
        ? 'DATABASE_URL: the PostgreSQL database did not answer in time. Check that it is running and reachable.'
        : `DATA_DIR: the embedded database in ${dataDir} did not open in time. Check the folder's disk, or set DATA_DIR to a local folder.`,
    );
  const open = async () => {
    const database = await openDatabase(
      databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir },
    );
    await database.migrate();
    return database;
  };
  try {
    return await withDeadline(open(), DATABASE_START_TIMEOUT_MS, timedOut);
  } catch (error) {
    if (error instanceof StartupError) throw error;
    if (databaseUrl) throw databaseStartupError(databaseUrl, error);
    throw new StartupError(
      `DATA_DIR: could not open the embedded database in ${path.join(dataDir, 'pglite')} (${(error as Error).message}). Check the folder, or set DATABASE_URL to use PostgreSQL.`,
    );
  }
}
