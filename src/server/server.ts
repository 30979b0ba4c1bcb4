import path from 'node:path';
import { buildApp } from './app.ts';
import { type AppConfig, loadConfig } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import {
  checkDataDir,
  databaseStartupError,
  StartupError,
  withDeadline,
} from './startup-checks.ts';

const SHUTDOWN_TIMEOUT_MS = 10_000;
const DATABASE_START_TIMEOUT_MS = 20_000;

/** Opens and migrates the database, or fails with one line that names the variable to fix. */
async function openAndMigrate(config: AppConfig): Promise<Database> {
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

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  await checkDataDir(config.dataDir);
  const database = await openAndMigrate(config);
  const app = await buildApp({ config, database, startWorkers: true });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.publicUrl,
      database: database.kind === 'pglite' ? path.join(config.dataDir, 'pglite') : 'postgres',
    },
    `Cryptomaton is serving on ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
