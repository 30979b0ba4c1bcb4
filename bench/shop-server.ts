import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { type ProcessGroup, startGroup } from './process-group.ts';
import { waitForOk } from './readiness.ts';

const READY_TIMEOUT_MS = 90_000;

export interface RunningShop {
  origin: string;
  group: ProcessGroup;
  /** From spawning the serve command to the first 200 of `/readyz`. */
  startupMs: number;
  stop: () => Promise<void>;
}

export interface ShopSettings {
  port: number;
  dataDir: string;
  /** PostgreSQL instead of the embedded database. */
  databaseUrl?: string;
}

/**
 * `npm run serve`'s command, run through the shell as npm would run it but without npm's own
 * start-up (half a second or more on this machine), which is not the shop's.
 */
async function serveCommand(): Promise<string> {
  const manifest = JSON.parse(await readFile('package.json', 'utf8')) as {
    scripts: Record<string, string>;
  };
  const serve = manifest.scripts.serve;
  if (!serve) throw new Error('package.json has no "serve" script');
  return serve;
}

/** The environment the bench's shop runs in; the bare API server runs in the same. */
export function shopEnvironment(settings: ShopSettings): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    NODE_ENV: 'production',
    // No Stripe keys here: production refuses the test provider unless told to use it.
    PAYMENTS_PROVIDER: 'test',
    PORT: String(settings.port),
    HOST: '127.0.0.1',
    DATA_DIR: settings.dataDir,
    LOG_LEVEL: 'warn',
    // As behind a proxy on the same machine: the bench's buyers each name their own address.
    TRUST_PROXY: 'loopback',
  };
  delete env.DATABASE_URL;
  if (settings.databaseUrl) env.DATABASE_URL = settings.databaseUrl;
  return env;
}

/**
 * Starts the existing build the way production runs it: `npm run serve`'s command with the
 * production environment, on 127.0.0.1, and waits until it is ready.
 */
export async function startShop(settings: ShopSettings): Promise<RunningShop> {
  const env = shopEnvironment(settings);
  const command = await serveCommand();
  const origin = `http://127.0.0.1:${settings.port}`;
  const started = performance.now();
  // `exec`: the server takes the shell's place, so SIGTERM reaches it first and the group is
  // not killed when the shell, gone at the signal, is seen to exit mid-way through its shutdown.
  const group = startGroup('sh', ['-c', `exec ${command}`], { env });
  try {
    await waitForOk(`${origin}/readyz`, { timeoutMs: READY_TIMEOUT_MS, gaveUp: group.exited });
  } catch (error) {
    await group.stop();
    throw new Error(`the shop did not start: ${(error as Error).message}\n${group.output()}`, {
      cause: error,
    });
  }
  return { origin, group, startupMs: performance.now() - started, stop: group.stop };
}
