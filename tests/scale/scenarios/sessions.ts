import { exactly } from '../report.ts';
import type { Scenario } from '../scale-run.ts';
import { asAdmin, signIn } from '../shop-calls.ts';

/** Sessions live in the database: any process knows them, and a sign-out anywhere ends them. */
export const sessions: Scenario = {
  key: 'sessions',
  name: 'Admin session across processes',
  tried: 'sign in on p1, use the session on every process, sign out on the last, use it again',
  async run({ cluster, admin, addresses }) {
    const from = addresses.next();
    const [first, ...rest] = cluster.processes;
    const last = rest.at(-1);
    if (!first || !last) throw new Error('sessions need at least two processes');
    const cookie = await signIn(first.origin, from, admin);
    const statuses = () =>
      Promise.all(
        cluster.processes.map(
          async (shop) =>
            (await asAdmin(shop.origin, from, cookie, 'GET', '/api/admin/session')).status,
        ),
      );
    const before = await statuses();
    const signOut = await asAdmin(last.origin, from, cookie, 'POST', '/api/admin/logout');
    const after = await statuses();
    return {
      checks: [
        exactly(
          'processes that accept the session made on p1',
          cluster.processes.length,
          count(before, 200),
        ),
        exactly(`sign-out on ${last.name} answered 200`, 1, signOut.status === 200 ? 1 : 0),
        exactly(
          'processes that refuse it after the sign-out (401)',
          cluster.processes.length,
          count(after, 401),
        ),
      ],
    };
  },
};

const count = (statuses: number[], status: number) =>
  statuses.filter((value) => value === status).length;
