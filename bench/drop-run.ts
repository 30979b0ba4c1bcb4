import { Socket } from 'node:net';
import pg from 'pg';
import { benchArtDrop, type DropSettings } from './art-drop.ts';
import { ADMIN_URL } from './postgres.ts';
import type { BenchResults } from './results-shape.ts';

/** The Redis the drop's processes share: the scale suite's, on this machine by default. */
const REDIS_URL = process.env.SCALE_REDIS_URL || 'redis://127.0.0.1:6379';

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const answer = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(3_000);
    socket.once('connect', () => answer(true));
    socket.once('timeout', () => answer(false));
    socket.once('error', () => answer(false));
    socket.connect(port, host);
  });
}

async function unreachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    return `PostgreSQL not reachable: ${(error as Error).message}`;
  } finally {
    await client.end().catch(() => undefined);
  }
  const redis = new URL(REDIS_URL);
  if (!(await reachable(redis.hostname, Number(redis.port || 6379)))) {
    return `Redis not reachable at ${redis.host}`;
  }
  return null;
}

/**
 * The launch-day drop for the report: its figures, or why there are none. A drop that stops
 * midway is reported as such, so the hour of page figures before it is not thrown away.
 */
export async function runDrop(
  settings: Omit<DropSettings, 'adminDatabaseUrl' | 'redisUrl'>,
): Promise<NonNullable<BenchResults['drop']>> {
  const missing = await unreachable();
  if (missing) {
    console.warn(`The launch-day drop was not run: ${missing}`);
    return { notMeasured: missing, unreachable: true };
  }
  try {
    return await benchArtDrop({ ...settings, adminDatabaseUrl: ADMIN_URL, redisUrl: REDIS_URL });
  } catch (error) {
    const message = (error as Error).message.split('\n')[0] ?? 'stopped';
    console.error(`The launch-day drop stopped: ${(error as Error).stack ?? message}`);
    return { notMeasured: `stopped: ${message}`, unreachable: false };
  }
}
