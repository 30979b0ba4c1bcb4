import { count } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { vi } from 'vitest';
import { grantDownloads } from '../db/schema.ts';
import type { TestApp } from './test-app.ts';

const recordedDownloads = async (t: Pick<TestApp, 'database'>) =>
  (await t.database.db.select({ n: count() }).from(grantDownloads))[0]?.n ?? 0;

/**
 * Fetches a download link as a browser does and, when the file came, waits until the shop has
 * recorded the download. The shop writes that record once the response is over, which is a moment
 * after the client holds the body: a check made straight after the request would race the write
 * (and lose it on a slow host).
 */
export async function downloadInFull(
  t: Pick<TestApp, 'app' | 'database'>,
  path: string,
  request: Omit<InjectOptions, 'method' | 'url'> = {},
) {
  const before = await recordedDownloads(t);
  const response = await t.app.inject({ ...request, method: 'GET', url: path });
  if (response.statusCode === 200) {
    await vi.waitFor(
      async () => {
        if ((await recordedDownloads(t)) <= before) throw new Error('download not recorded yet');
      },
      { timeout: 10_000, interval: 20 },
    );
  }
  return response;
}
