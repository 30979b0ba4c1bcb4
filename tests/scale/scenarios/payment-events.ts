import type { CreatePaymentIntentResponse } from '../../../src/shared/checkout.ts';
import { call, type Reply } from '../client.ts';
import { exactly } from '../report.ts';
import type { SeparateScenario } from '../scale-run.ts';
import { startStripeCluster } from '../stripe-cluster.ts';
import { waitUntil } from '../waiting.ts';

const PAID = 8;
const COPIES = 3;
/** Cosmic Drift, a sample collection with a supply of 25. */
const COLLECTION = 2;

const event = (id: string, type: string, object: object) => ({
  id,
  object: 'event',
  type,
  api_version: '2025-01-01',
  created: Math.floor(Date.now() / 1000),
  data: { object },
});

/**
 * Stripe delivers at least once, in any order, from anywhere: the event id is recorded in the
 * fulfilment transaction, and only a valid signature is believed.
 */
export const paymentEvents: SeparateScenario = {
  key: 'webhooks',
  name: 'Payment events over processes (Stripe)',
  tried: `${PAID} paid art orders; each success event delivered ${COPIES} times at once, replayed later, with a late failure event; 3 forged events for an unpaid order`,
  async run({ options, nextPort, addresses, runId }) {
    const stripe = await startStripeCluster(options, nextPort);
    try {
      const { cluster, db, fake } = stripe;
      const deliver = (from: string, body: object) => {
        const payload = JSON.stringify(body);
        return stripe.post(from, payload, stripe.sign(payload));
      };
      const buy = async (index: number) => {
        const from = addresses.next();
        const checkout = await call<CreatePaymentIntentResponse>(
          cluster.url,
          'POST',
          '/api/create-payment-intent',
          {
            from,
            json: {
              email: `stripe-${index}-${runId}@example.com`,
              artCollectionId: COLLECTION,
              acceptedTerms: true,
            },
          },
        );
        const intentId = checkout.clientSecret.split('_secret_')[0] ?? '';
        return { from, intentId };
      };
      const paid = await Promise.all(Array.from({ length: PAID }, (_, index) => buy(index)));
      const unpaid = await buy(PAID);
      for (const { intentId } of paid) fake.setStatus(intentId, 'succeeded');
      const intent = (id: string) => ({ ...fake.intents.get(id) });

      const valid: Promise<Reply>[] = [];
      for (const [index, { from, intentId }] of paid.entries()) {
        const success = event(
          `evt_ok_${index}_${runId}`,
          'payment_intent.succeeded',
          intent(intentId),
        );
        for (let copy = 0; copy < COPIES; copy += 1) valid.push(deliver(from, success));
      }
      const forgedTarget = { ...intent(unpaid.intentId), status: 'succeeded' };
      const forgedEvent = event(`evt_forged_${runId}`, 'payment_intent.succeeded', forgedTarget);
      const forgedPayload = JSON.stringify(forgedEvent);
      const harmless = JSON.stringify(event(`evt_ping_${runId}`, 'customer.created', {}));
      const forged = [
        stripe.post(unpaid.from, forgedPayload, stripe.sign(forgedPayload, 'whsec_not_the_shops')),
        stripe.post(unpaid.from, forgedPayload),
        // A genuine signature, of another body.
        stripe.post(unpaid.from, forgedPayload, stripe.sign(harmless)),
      ];
      const firstWave = await Promise.all(valid);
      // Later: replays of each success, and the failure of an earlier attempt, out of order.
      const secondWave = await Promise.all(
        paid.flatMap(({ from, intentId }, index) => [
          deliver(
            from,
            event(`evt_ok_${index}_${runId}`, 'payment_intent.succeeded', intent(intentId)),
          ),
          deliver(
            from,
            event(`evt_fail_${index}_${runId}`, 'payment_intent.payment_failed', {
              ...intent(intentId),
              status: 'requires_payment_method',
              last_payment_error: { message: 'Your card was declined.' },
            }),
          ),
        ]),
      );
      const forgedReplies = await Promise.all(forged);
      const answered = [...firstWave, ...secondWave];

      const like = `stripe-%-${runId}@example.com`;
      const completed = await db.count(
        "select count(*) from orders where email like $1 and status = 'completed'",
        [like],
      );
      const editions = await db.count(
        'select count(*) from art_editions e join orders o on o.id = e.order_id where o.email like $1',
        [like],
      );
      const deliveries = await db.count(
        "select count(*) from outbox where to_address like $1 and kind = 'art-delivery'",
        [like],
      );
      await waitUntil(
        async () => (await db.count("select count(*) from outbox where status = 'pending'")) === 0,
        {
          timeoutMs: 60_000,
        },
      );
      const unpaidStatus = await db.rows<{ status: string }>(
        'select status from orders where provider_intent_id = $1',
        [unpaid.intentId],
      );
      return {
        checks: [
          exactly(
            'deliveries answered 200',
            answered.length,
            answered.filter((r) => r.status === 200).length,
          ),
          exactly(
            'forged events refused (400)',
            forged.length,
            forgedReplies.filter((r) => r.status === 400).length,
          ),
          exactly('orders completed', PAID, completed),
          exactly('editions issued', PAID, editions),
          exactly('delivery mails queued', PAID, deliveries),
          exactly('mails written, over all processes', PAID, await stripe.mailFiles()),
          exactly('unpaid order still pending', 1, unpaidStatus[0]?.status === 'pending' ? 1 : 0),
        ],
      };
    } finally {
      await stripe.stop();
    }
  },
};
