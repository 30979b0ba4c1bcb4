import type { CreatePaymentIntentResponse } from '../../../src/shared/checkout.ts';
import { jsonOf } from '../client.ts';
import { exactly } from '../report.ts';
import type { Scenario } from '../scale-run.ts';
import { asAdmin, payWithTestCard, signIn, startCheckout } from '../shop-calls.ts';

const BUYERS = 100;
const SUPPLY = 5;

/** Supply moves only in conditional UPDATEs of the shared database: never below zero. */
export const artSupply: Scenario = {
  key: 'art',
  name: 'Art supply across processes',
  tried: `${BUYERS} buyers at once for a piece with a supply of ${SUPPLY}, spread over the processes`,
  async run({ cluster, db, admin, addresses, runId }) {
    const owner = addresses.next();
    const cookie = await signIn(cluster.url, owner, admin);
    const created = await asAdmin(cluster.url, owner, cookie, 'POST', '/api/art/collections', {
      name: `Scale Five ${runId}`,
      price: 10,
      totalSupply: SUPPLY,
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      rarity: 'legendary',
    });
    if (created.status !== 201)
      throw new Error(`could not create the collection: ${created.status}`);
    const { id } = jsonOf<{ id: number }>(created);

    const buyers = addresses.many(BUYERS);
    const checkouts = await Promise.all(
      buyers.map((from, index) =>
        startCheckout(cluster.url, from, `art-${index}-${runId}@example.com`, id),
      ),
    );
    const held = checkouts.flatMap((reply, index) =>
      reply.status === 200
        ? [{ from: buyers[index] ?? owner, checkout: jsonOf<CreatePaymentIntentResponse>(reply) }]
        : [],
    );
    const paid = await Promise.all(
      held.map(({ from, checkout }) => payWithTestCard(cluster.url, from, checkout.clientSecret)),
    );
    const [collection] = await db.rows<{ remaining: number; issued: number }>(
      'select remaining_supply as remaining, editions_issued as issued from art_collections where id = $1',
      [id],
    );
    const sold = await db.count(
      "select count(*) from orders where art_collection_id = $1 and status = 'completed'",
      [id],
    );
    return {
      checks: [
        exactly('buyers given a piece to pay for', SUPPLY, held.length),
        exactly(
          'buyers told it is sold out (409)',
          BUYERS - SUPPLY,
          checkouts.filter((r) => r.status === 409).length,
        ),
        exactly('payments accepted', SUPPLY, paid.filter((reply) => reply.status === 200).length),
        exactly('orders completed (pieces sold)', SUPPLY, sold),
        exactly('editions issued', SUPPLY, collection?.issued ?? -1),
        exactly('supply left', 0, collection?.remaining ?? -1),
      ],
    };
  },
};
