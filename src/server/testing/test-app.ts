import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase, type TestDatabaseKind } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
}

/** The whole app on a fresh database, quiet logs; `app.close()` also closes the database. */
export async function createTestApp(
  kind: TestDatabaseKind,
  options: { env?: NodeJS.ProcessEnv; serveSite?: boolean; database?: Database } = {},
): Promise<TestApp> {
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', ...options.env });
  const database = options.database ?? (await createTestDatabase(kind));
  const app = await buildApp({ config, database, serveSite: options.serveSite ?? false });
  await app.ready();
  return { app, database, config };
}
