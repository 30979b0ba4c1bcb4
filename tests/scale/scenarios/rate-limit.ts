import { send } from '../client.ts';
import { exactly, figure } from '../report.ts';
import type { Scenario } from '../scale-run.ts';

/** POST /api/find-purchase allows 5 per 15 minutes per client, and sends nothing for a stranger. */
const LIMIT = 5;

/**
 * With REDIS_URL, the limits are counted once for all processes. A shop that ignores REDIS_URL
 * counts per process: the client then gets the limit once from each, and the scenario says so.
 */
export const rateLimit: Scenario = {
  key: 'rate-limit',
  name: 'Rate limit across processes',
  tried: `one client asks for its purchases ${LIMIT} × processes + 3 times (limit ${LIMIT} per 15 minutes), spread over the processes`,
  async run({ cluster, addresses, runId }) {
    const from = addresses.next();
    const attempts = LIMIT * cluster.processes.length + 3;
    const statuses: number[] = [];
    for (let index = 0; index < attempts; index += 1) {
      const reply = await send(cluster.url, 'POST', '/api/find-purchase', {
        from,
        json: { email: `nobody-${runId}@example.com` },
      });
      statuses.push(reply.status);
    }
    const accepted = statuses.filter((status) => status === 202).length;
    if (accepted === LIMIT * cluster.processes.length) {
      return {
        notRun: `needs REDIS_URL support: each process kept its own count (${accepted} accepted for a limit of ${LIMIT})`,
      };
    }
    return {
      checks: [
        figure('requests', attempts),
        exactly('accepted (202)', LIMIT, accepted),
        exactly(
          'refused (429)',
          attempts - LIMIT,
          statuses.filter((status) => status === 429).length,
        ),
      ],
    };
  },
};
