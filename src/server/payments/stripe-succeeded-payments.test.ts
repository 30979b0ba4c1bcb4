import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeStripe } from '../testing/fake-stripe.ts';
import { StripePaymentProvider } from './stripe-provider.ts';

const fake = new FakeStripe();
let stripe: StripePaymentProvider;

beforeAll(async () => {
  const api = await fake.start();
  stripe = await StripePaymentProvider.open(
    { secretKey: 'sk_test_fake', publishableKey: 'pk_test_fake', webhookSecret: 'whsec_fake', api },
    { warn: () => {} },
  );
});
afterAll(() => fake.stop());

const intentFor = (orderId: number) =>
  stripe.createIntent(
    {
      orderId,
      orderTokenHash: `hash-${orderId}`,
      amountCents: 14_900,
      currency: 'USD',
      email: 'buyer@example.com',
      description: 'Cryptomaton',
    },
    `order-${orderId}`,
  );

describe('Stripe succeeded payments (what reconciliation reads)', () => {
  it('lists the succeeded PaymentIntents created since the given time, with their amounts', async () => {
    const paid = await intentFor(1);
    const open = await intentFor(2);
    const old = await intentFor(3);
    fake.setStatus(paid.intentId, 'succeeded');
    fake.setStatus(old.intentId, 'succeeded');
    const oldIntent = fake.intents.get(old.intentId);
    if (oldIntent) oldIntent.created -= 10 * 24 * 60 * 60;

    const found = await stripe.succeededPayments(new Date(Date.now() - 3 * 24 * 60 * 60 * 1000));
    expect(found).toEqual([{ intentId: paid.intentId, amountCents: 14_900 }]);
    expect(found.map((payment) => payment.intentId)).not.toContain(open.intentId);
    const list = fake.requests.find((request) => request.path.startsWith('/v1/payment_intents?'));
    expect(list?.method).toBe('GET');
  });
});
