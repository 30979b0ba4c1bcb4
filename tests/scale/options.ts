import { parseArgs } from 'node:util';

export interface ScaleOptions {
  /** The Node binary the shop's processes run on (the suite runs once more on Node 24 LTS). */
  node: string;
  /** First of the ports the run uses; 0 picks free ones. */
  port: number;
  /** Scenario keys to run; empty for all. */
  only: string[];
  /** A role that may create databases on the PostgreSQL server the processes share. */
  adminDatabaseUrl: string;
  redisUrl: string;
  /** A shell command that restarts that PostgreSQL server; unset, the machine's cluster. */
  restartPostgres: string | undefined;
}

export const USAGE = `Usage: npm run test:scale -- [options]
  --node <path>     Node binary for the shop's processes (default: the one running this)
  --port 0          first port to use (0: any free ports)
  --only a,b        run only these scenarios (keys: see the list printed on a bad key)
Environment: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
  SCALE_REDIS_URL (default redis://127.0.0.1:6379), SCALE_PG_RESTART (a command that restarts
  that PostgreSQL; default: pg_ctlcluster on this machine's cluster).`;

/** Reads the command line and environment; a bad value throws with a message naming it. */
export function parseOptions(args: string[], env: NodeJS.ProcessEnv): ScaleOptions {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      node: { type: 'string', default: process.execPath },
      port: { type: 'string', default: '0' },
      only: { type: 'string', default: '' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_000) {
    throw new Error(`--port must be a port number, or 0 for free ports, not "${values.port}".`);
  }
  return {
    node: values.node,
    port,
    only: values.only
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
    adminDatabaseUrl: env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: env.SCALE_REDIS_URL || 'redis://127.0.0.1:6379',
    restartPostgres: env.SCALE_PG_RESTART || undefined,
  };
}
