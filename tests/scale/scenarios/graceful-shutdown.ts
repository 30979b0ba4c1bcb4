import { send } from '../client.ts';
import { exactly, figure, statusCounts } from '../report.ts';
import type { Scenario } from '../scale-run.ts';
import { sleep } from '../waiting.ts';

const CLIENTS = 16;
const SECONDS = 8;
const PATHS = ['/', '/features', '/api/checkout/status', '/healthz', '/faq'];

/**
 * A rolling restart: SIGTERM while requests flow. The process stops taking connections (the
 * proxy sends new requests elsewhere) and finishes the ones it holds before it exits.
 */
export const gracefulShutdown: Scenario = {
  key: 'shutdown',
  name: 'Graceful shutdown under load',
  tried: `${CLIENTS} clients request pages and API calls for ${SECONDS} s through the proxy; p3 gets SIGTERM after 3 s`,
  async run({ cluster, addresses }) {
    const victim = cluster.process('p3');
    const retriedBefore = cluster.proxy.stats.retried;
    const cutOffBefore = cluster.proxy.stats.cutOff;
    const statuses: number[] = [];
    const end = Date.now() + SECONDS * 1000;
    const client = async (from: string, offset: number) => {
      for (let index = offset; Date.now() < end; index += 1) {
        const path = PATHS[index % PATHS.length] ?? '/';
        statuses.push((await send(cluster.url, 'GET', path, { from, timeoutMs: 30_000 })).status);
      }
    };
    const load = Promise.all(addresses.many(CLIENTS).map(client));
    await sleep(3_000);
    const stopping = Date.now();
    const exitCode = await victim.signal('SIGTERM');
    const stopSeconds = (Date.now() - stopping) / 1000;
    await load;
    const answered = statuses.filter((status) => status >= 200 && status < 400).length;
    return {
      checks: [
        figure('p3 took to stop (s)', stopSeconds.toFixed(1)),
        exactly('p3 exit code', 0, exitCode ?? -1),
        figure('answers', statusCounts(statuses)),
        exactly('requests answered 2xx/3xx (of all made)', statuses.length, answered),
        exactly('dropped or cut off', 0, statuses.filter((status) => status === 0).length),
        exactly('responses the proxy saw cut off', 0, cluster.proxy.stats.cutOff - cutOffBefore),
        figure(
          'requests the proxy sent on to another process',
          cluster.proxy.stats.retried - retriedBefore,
        ),
      ],
    };
  },
};
