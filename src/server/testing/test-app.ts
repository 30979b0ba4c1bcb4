import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
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
 * The whole app on a fresh database and a fresh DATA_DIR, quiet logs, without the sample art
 * unless asked. `app.close()` closes the database and removes the folder.
 */
export async function createTestApp(
  kind: TestDatabaseKind,
  options: {
    env?: NodeJS.ProcessEnv;
    serveSite?: boolean;
    /** The three sample art collections a fresh store gets; left out unless a test asks. */
    sampleArt?: boolean;
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
    sampleArt: options.sampleArt ?? false,
    overrides: options.overrides,
    logStream: options.logStream,
  });
  app.addHook('onClose', async () => {
    // A file the shop is still finishing as it closes (a cached copy) can land while the folder
    // is removed; Node retries ENOTEMPTY instead of failing the test that happened to be last.
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  });
  await app.ready();
  return { app, database, config };
}

/**
 * An app that a `describe` block's hooks make and close: before each test (`each`) or once for
 * the block (`all`). What it returns reads the current app, so tests write `t.app`, `t.database`.
 */
export function appInHooks<T extends TestApp>(scope: 'each' | 'all', make: () => Promise<T>): T {
  let current: T | undefined;
  (scope === 'each' ? beforeEach : beforeAll)(async () => {
    current = await make();
  });
  (scope === 'each' ? afterEach : afterAll)(async () => {
    await current?.app.close();
    current = undefined;
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!current) throw new Error('the test app exists only while its describe block runs');
      return current[key as keyof T];
    },
  });
}

/** The whole app, fresh for every test of the enclosing `describe` block and closed after each. */
export function useTestApp(
  kind: TestDatabaseKind,
  options: Parameters<typeof createTestApp>[1] = {},
): TestApp {
  return appInHooks('each', () => createTestApp(kind, options));
}
