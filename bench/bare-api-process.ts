import type { RunningBareServer } from './bare-server-process.ts';
import { startGroup } from './process-group.ts';
import { waitForOk } from './readiness.ts';
import { type ShopSettings, shopEnvironment } from './shop-server.ts';

/** Starts `bare-api-server.ts` on the shop's database, in the shop's environment. */
export async function startBareApi(settings: ShopSettings): Promise<RunningBareServer> {
  const group = startGroup(
    process.execPath,
    ['--import', 'tsx', 'bench/bare-api-server.ts', String(settings.port)],
    { env: shopEnvironment(settings) },
  );
  const origin = `http://127.0.0.1:${settings.port}`;
  try {
    await waitForOk(`${origin}/api/art/collections`, { timeoutMs: 90_000, gaveUp: group.exited });
  } catch (error) {
    await group.stop();
    throw new Error(
      `the bare API server did not start: ${(error as Error).message}\n${group.output()}`,
      { cause: error },
    );
  }
  return { origin, stop: group.stop };
}
