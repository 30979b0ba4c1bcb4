import type { OrderView } from '../../../src/shared/order-view.ts';
import { call, send } from '../client.ts';
import { exactly } from '../report.ts';
import type { Scenario } from '../scale-run.ts';
import { buyTheBot } from '../shop-calls.ts';

const MACHINES = 20;
const ALLOWED = 2;

/**
 * A licence's machine limit is taken under a row lock in the shared database, so processes that
 * each see a free place at once still admit only as many machines as the licence allows.
 */
export const licenceActivations: Scenario = {
  key: 'licences',
  name: 'Licence activations across processes',
  tried: `${MACHINES} machines activating one licence at once, spread over the processes`,
  async run({ cluster, db, addresses, runId }) {
    const buyer = addresses.next();
    const { orderToken } = await buyTheBot(cluster.url, buyer, `licence-${runId}@example.com`);
    const view = await call<OrderView>(cluster.url, 'GET', `/api/orders/${orderToken}`, {
      from: buyer,
    });
    const key = view.order.licence?.key;
    if (!key) throw new Error('the paid bot order has no licence');

    const answers = await Promise.all(
      addresses.many(MACHINES).map((from, index) =>
        send(cluster.url, 'POST', '/api/v1/licences/activate', {
          from,
          json: { key, fingerprint: `scale-machine-${index}-${runId}`, name: `Machine ${index}` },
        }),
      ),
    );
    const active = await db.count(
      `select count(*) from licence_machines m join licences l on l.id = m.licence_id
         join orders o on o.id = l.order_id
        where o.email = $1 and m.deactivated_at is null`,
      [`licence-${runId}@example.com`],
    );
    return {
      checks: [
        exactly('activations accepted', ALLOWED, answers.filter((r) => r.status === 200).length),
        exactly(
          'activations refused as too many machines (409)',
          MACHINES - ALLOWED,
          answers.filter((r) => r.status === 409).length,
        ),
        exactly('machines active in the database', ALLOWED, active),
      ],
    };
  },
};
