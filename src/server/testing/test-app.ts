import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyLoggerOptions } from 'fastify';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { ShopOverrides } from '../shop.ts';
import { createTestDatabase, type TestDatabaseKind } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
}

/**
 * The whole app on a fresh database and a fresh DATA_DIR, quiet logs. `app.close()` closes the
 * database and removes the folder.
 */
export async function createTestApp(
  kind: TestDatabaseKind,
  options: {
    env?: NodeJS.ProcessEnv;
    serveSite?: boolean;
    database?: Database;
    overrides?: ShopOverrides;
    /** Settings that are not environment variables (short timeouts for slow-client tests). */
    config?: Partial<AppConfig>;
    /** Collects log lines; LOG_LEVEL in `env` decides how many. */
    logStream?: FastifyLoggerOptions['stream'];
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const config = {
    ...loadConfig({
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://shop.test',
      ...options.env,
    }),
    ...options.config,
  };
  const database = options.database ?? (await createTestDatabase(kind));
  const app = await buildApp({
    config,
    database,
    serveSite: options.serveSite ?? false,
    overrides: options.overrides,
    logStream: options.logStream,
  });
  app.addHook('onClose', async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  await app.ready();
  return { app, database, config };
}
