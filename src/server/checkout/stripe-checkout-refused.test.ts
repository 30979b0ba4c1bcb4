import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../db/schema.ts';
import { FakeStripe } from '../testing/fake-stripe.ts';
import { createStripeTestApp } from '../testing/stripe-test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

// When checkout with Stripe cannot take the money: nothing to sell, or Stripe not answering.
const fake = new FakeStripe();
let api: Awaited<ReturnType<FakeStripe['start']>>;

beforeAll(async () => {
  api = await fake.start();
});
afterAll(() => fake.stop());

describe.each(testDatabaseKinds())('checkout with Stripe refused on %s', (kind) => {
  let t: TestApp;

  beforeEach(async () => {
    fake.failWith = undefined;
    t = await createStripeTestApp(kind, {
      api,
      webhookSecret: 'whsec_test_secret',
      log: { warn: () => undefined },
    });
  });
  afterEach(async () => {
    await t.app.close();
  });

  it('closes checkout and takes no money when the package is empty', async () => {
    const [file] = await t.app.shop.productFiles.list();
    await t.app.shop.productFiles.setActive(file?.id ?? 0, false);
    const status = await t.app.inject({ method: 'GET', url: '/api/checkout/status' });
    expect(status.json()).toMatchObject({ open: false });
    expect(status.json().closedReason).toMatch(/Checkout is closed/);
    const before = fake.intents.size;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { email: 'buyer@example.com', amount: 149, acceptedTerms: true },
    });
    expect(response.statusCode).toBe(409);
    expect(fake.intents.size).toBe(before);
  });

  it('leaves no pending order behind and says so clearly when Stripe cannot be reached', async () => {
    fake.failWith = 500;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { email: 'buyer@example.com', acceptedTerms: true },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      'Our payment provider is not answering right now. Please try again in a minute.',
    );
    const stored = await t.database.db.select().from(orders);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      status: 'failed',
      providerIntentId: null,
      failureMessage: 'The payment provider could not be reached.',
    });
  });
});
