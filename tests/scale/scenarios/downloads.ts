import { SERVED_BY } from '../proxy.ts';
import { exactly, figure } from '../report.ts';
import type { Scenario } from '../scale-run.ts';
import { send } from '../client.ts';
import { buyTheBot } from '../shop-calls.ts';

const REQUESTS = 1000;
const CLIENTS = 100;

/** The link's count is one conditional UPDATE in the shared database: no race lets a 4th by. */
export const downloads: Scenario = {
  key: 'downloads',
  name: 'Download limit across processes',
  tried: `${REQUESTS} parallel requests for one 3-download link, from ${CLIENTS} clients, spread over the processes`,
  async run({ cluster, db, addresses, runId }) {
    const buyer = addresses.next();
    const { downloadPath } = await buyTheBot(cluster.url, buyer, `downloads-${runId}@example.com`);
    const path = new URL(downloadPath, cluster.url).pathname;
    const clients = addresses.many(CLIENTS);
    const replies = await Promise.all(
      Array.from({ length: REQUESTS }, (_, index) =>
        send(cluster.url, 'GET', path, { from: clients[index % CLIENTS] ?? buyer }),
      ),
    );
    const whole = replies.filter((reply) => reply.status === 200 && reply.body.length > 0);
    const perProcess = cluster.processes
      .map((shop) => {
        const answered = replies.filter((reply) => reply.headers[SERVED_BY] === shop.name);
        return `${shop.name} ${answered.length}`;
      })
      .join(', ');
    const token = path.split('/')[2] ?? '';
    const used = await db.count(
      `select coalesce(sum(g.downloads_used), 0) from download_grants g
       join orders o on o.id = g.order_id where o.email = $1`,
      [`downloads-${runId}@example.com`],
    );
    return {
      checks: [
        figure('requests answered by each process', perProcess),
        exactly('whole downloads (200 with the zip)', 3, whole.length),
        exactly('refused with the page that explains (303)', REQUESTS - 3, count(replies, 303)),
        exactly(
          'errors (5xx, dropped, cut off)',
          0,
          replies.filter((r) => r.status === 0 || r.status >= 500).length,
        ),
        exactly(`downloads counted on the link (…${token.slice(-4)})`, 3, used),
      ],
    };
  },
};

const count = (replies: { status: number }[], status: number) =>
  replies.filter((reply) => reply.status === status).length;
