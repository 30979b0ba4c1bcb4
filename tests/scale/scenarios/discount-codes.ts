import type { CreatePaymentIntentResponse } from '../../../src/shared/checkout.ts';
import { jsonOf, send } from '../client.ts';
import { exactly } from '../report.ts';
import type { Scenario } from '../scale-run.ts';
import { asAdmin, payWithTestCard, signIn } from '../shop-calls.ts';

const BUYERS = 20;
const MAX_USES = 7;
/** Uses taken before the rush, so the rush finds 5 left. */
const TAKEN_BEFORE = 2;
const LEFT = MAX_USES - TAKEN_BEFORE;
/** 30 % off the bot's $149.00. */
const DISCOUNTED_CENTS = 10_430;

/**
 * A code's uses are taken under its row lock in the shared database: however the buyers spread
 * over the processes, the last use goes to one of them.
 */
export const discountCodes: Scenario = {
  key: 'discounts',
  name: 'Discount code uses across processes',
  tried: `${BUYERS} buyers at once of a code with ${LEFT} uses left, spread over the processes`,
  async run({ cluster, db, admin, addresses, runId }) {
    const owner = addresses.next();
    const cookie = await signIn(cluster.url, owner, admin);
    const code = `SCALE${runId}`
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 32)
      .toUpperCase();
    const created = await asAdmin(cluster.url, owner, cookie, 'POST', '/api/admin/discount-codes', {
      code,
      percentOff: 30,
      appliesTo: 'bot',
      maxUses: MAX_USES,
    });
    if (created.status !== 201) throw new Error(`could not create the code: ${created.status}`);

    const start = (from: string, index: number) =>
      send(cluster.url, 'POST', '/api/create-payment-intent', {
        from,
        json: {
          email: `discount-${index}-${runId}@example.com`,
          acceptedTerms: true,
          discountCode: code.toLowerCase(),
        },
      });
    for (let i = 0; i < TAKEN_BEFORE; i += 1) {
      const before = await start(addresses.next(), BUYERS + i);
      if (before.status !== 200) throw new Error(`a use before the rush: ${before.status}`);
    }
    const buyers = addresses.many(BUYERS);
    const replies = await Promise.all(buyers.map((from, index) => start(from, index)));
    const won = replies.flatMap((reply, index) =>
      reply.status === 200
        ? [{ from: buyers[index] ?? owner, checkout: jsonOf<CreatePaymentIntentResponse>(reply) }]
        : [],
    );
    const paid = await Promise.all(
      won.map(({ from, checkout }) => payWithTestCard(cluster.url, from, checkout.clientSecret)),
    );
    const [row] = await db.rows<{ taken: number }>(
      'select uses_taken as taken from discount_codes where code = $1',
      [code],
    );
    const sold = await db.count(
      "select count(*) from orders where discount_code = $1 and status = 'completed' and amount_cents = $2",
      [code, DISCOUNTED_CENTS],
    );
    return {
      checks: [
        exactly('buyers given the discounted price', LEFT, won.length),
        exactly(
          'intents at the discounted price',
          LEFT,
          won.filter(({ checkout }) => checkout.amountCents === DISCOUNTED_CENTS).length,
        ),
        exactly(
          'buyers told the code is used up (409)',
          BUYERS - LEFT,
          replies.filter((reply) => reply.status === 409).length,
        ),
        exactly('payments accepted', LEFT, paid.filter((reply) => reply.status === 200).length),
        exactly('discounted orders completed', LEFT, sold),
        exactly('uses taken', MAX_USES, row?.taken ?? -1),
      ],
    };
  },
};
