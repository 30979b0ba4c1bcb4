import { count, eq } from 'drizzle-orm';
import { hashToken } from '../crypto/tokens.ts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { orders } from '../db/schema.ts';
import { downloadGrants, orders as ordersTable, outbox, paymentEvents } from '../db/schema.ts';
import { FakeStripe } from '../testing/fake-stripe.ts';
import { createStripeTestApp, sendStripeEvent } from '../testing/stripe-test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { startCheckout, viewOrder } from '../testing/purchase.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';
const fake = new FakeStripe();
let api: Awaited<ReturnType<FakeStripe['start']>>;

beforeAll(async () => {
  api = await fake.start();
});
afterAll(() => fake.stop());

describe.each(testDatabaseKinds())('checkout with Stripe on %s', (kind) => {
  let t: TestApp;
  let eventCounter = 0;
  let warnings: string[];

  beforeEach(async () => {
    fake.failWith = undefined;
    warnings = [];
    const log = { warn: (_detail: unknown, message?: string) => warnings.push(message ?? '') };
    t = await createStripeTestApp(kind, { api, webhookSecret: WEBHOOK_SECRET, log });
  });
  afterEach(async () => {
    await t.app.close();
  });

  const rows = async (table: typeof orders | typeof downloadGrants | typeof outbox) =>
    (await t.database.db.select({ n: count() }).from(table))[0]?.n;

  function sendEvent(
    type: string,
    object: Record<string, unknown>,
    options: { id?: string; secret?: string } = {},
  ) {
    eventCounter += 1;
    return sendStripeEvent(t.app, {
      id: options.id ?? `evt_${kind}_${eventCounter}`,
      type,
      object,
      secret: options.secret ?? WEBHOOK_SECRET,
    });
  }

  async function checkoutAndIntent() {
    const checkout = await startCheckout(t.app);
    const intent = [...fake.intents.values()].find(
      (i) => i.client_secret === checkout.clientSecret,
    );
    if (!intent) throw new Error('fake has no intent');
    return { checkout, intent };
  }

  // As Stripe sends it: the latest charge by id, not expanded.
  const succeeded = (intent: { id: string; metadata: Record<string, string> }) => ({
    id: intent.id,
    object: 'payment_intent',
    status: 'succeeded',
    metadata: intent.metadata,
    latest_charge: fake.intents.get(intent.id)?.latest_charge ?? null,
  });
  const storedOrder = async () => (await t.database.db.select().from(ordersTable))[0];
  const receiptText = async () => (await t.database.db.select().from(outbox))[0]?.textBody ?? '';
  const refunded = (intentId: string) => ({
    id: 'ch_1',
    object: 'charge',
    payment_intent: intentId,
    refunded: true,
  });

  it('creates a PaymentIntent at the server’s price, with receipt email and an idempotency key', async () => {
    const { checkout, intent } = await checkoutAndIntent();
    expect(intent).toMatchObject({
      amount: 14_900,
      currency: 'usd',
      receipt_email: 'buyer@example.com',
    });
    // Only the token's hash travels to the provider: its metadata opens no order and no link.
    expect(intent.metadata).toEqual({
      order_id: expect.any(String),
      order_token_hash: hashToken(checkout.orderToken),
    });
    expect(JSON.stringify(intent)).not.toContain(checkout.orderToken);
    const create = fake.requests.filter((r) => r.method === 'POST').at(-1);
    expect(create?.idempotencyKey).toMatch(/^order-intent-[0-9a-f]{64}$/);
    const status = await t.app.inject({ method: 'GET', url: '/api/checkout/status' });
    expect(status.json()).toMatchObject({
      provider: 'stripe',
      mode: 'test',
      publishableKey: 'pk_test_123',
    });
  });

  it('fulfils on a signed payment_intent.succeeded, once, however often it is delivered', async () => {
    const { checkout, intent } = await checkoutAndIntent();
    const first = await sendEvent('payment_intent.succeeded', succeeded(intent), {
      id: `evt_dup_${kind}`,
    });
    expect(first.statusCode).toBe(200);
    const replay = await sendEvent('payment_intent.succeeded', succeeded(intent), {
      id: `evt_dup_${kind}`,
    });
    expect(replay.statusCode).toBe(200);
    // A different event id for the same payment changes nothing either.
    await sendEvent('payment_intent.succeeded', succeeded(intent));

    expect((await viewOrder(t.app, checkout.orderToken)).order.status).toBe('completed');
    expect(await rows(downloadGrants)).toBe(1);
    expect(await rows(outbox)).toBe(1);
  });

  it('names the card of the charge behind a webhook on the order and the receipt', async () => {
    const { intent } = await checkoutAndIntent();
    fake.setStatus(intent.id, 'succeeded', { brand: 'visa', last4: '4242' });
    const response = await sendEvent('payment_intent.succeeded', succeeded(intent));
    expect(response.statusCode).toBe(200);

    expect(await storedOrder()).toMatchObject({
      status: 'completed',
      paymentMethod: 'Visa ending 4242',
    });
    expect(await receiptText()).toContain('Paid with: Visa ending 4242\n');
    // The event named the charge by id only; the shop asked for it expanded.
    const lookup = fake.requests.find((r) => r.method === 'GET' && r.path.includes(intent.id));
    expect(decodeURIComponent(lookup?.path ?? '')).toContain('expand[0]=latest_charge');
    expect(warnings).toEqual([]);
  });

  it('fulfils without the card, and says so in the log, when Stripe cannot tell it', async () => {
    const { checkout, intent } = await checkoutAndIntent();
    fake.setStatus(intent.id, 'succeeded');
    fake.failWith = 500;
    const before = fake.requests.length;
    const response = await sendEvent('payment_intent.succeeded', succeeded(intent));
    fake.failWith = undefined;

    expect(response.statusCode).toBe(200);
    // One quick try: no retries holding up the webhook's answer.
    expect(fake.requests.length - before).toBe(1);
    expect(await storedOrder()).toMatchObject({ status: 'completed', paymentMethod: null });
    const receipt = await receiptText();
    expect(receipt).toContain('Amount paid: $149.00 USD');
    expect(receipt).not.toContain('Paid with');
    expect(warnings).toEqual(['could not read the card from Stripe; the receipt leaves it out']);
    expect((await viewOrder(t.app, checkout.orderToken)).order.download).not.toBeNull();
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const { checkout, intent } = await checkoutAndIntent();
    const forged = await sendEvent('payment_intent.succeeded', succeeded(intent), {
      secret: 'whsec_wrong',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('The webhook signature is not valid.');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        type: 'payment_intent.succeeded',
        data: { object: succeeded(intent) },
      }),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await viewOrder(t.app, checkout.orderToken)).order.status).toBe('pending');
  });

  it('records a failed payment, and a later success still completes the order', async () => {
    const { checkout, intent } = await checkoutAndIntent();
    await sendEvent('payment_intent.payment_failed', {
      id: intent.id,
      object: 'payment_intent',
      metadata: intent.metadata,
      last_payment_error: { message: 'Your card was declined.' },
    });
    expect((await viewOrder(t.app, checkout.orderToken)).order.status).toBe('failed');
    await sendEvent('payment_intent.succeeded', succeeded(intent));
    expect((await viewOrder(t.app, checkout.orderToken)).order.status).toBe('completed');
  });

  it('keeps a completed order completed when a failure event arrives late', async () => {
    const { checkout, intent } = await checkoutAndIntent();
    await sendEvent('payment_intent.succeeded', succeeded(intent));
    await sendEvent('payment_intent.payment_failed', {
      id: intent.id,
      object: 'payment_intent',
      metadata: intent.metadata,
    });
    expect((await viewOrder(t.app, checkout.orderToken)).order.status).toBe('completed');
  });

  it('revokes the download on a full refund', async () => {
    const { checkout, intent } = await checkoutAndIntent();
    await sendEvent('payment_intent.succeeded', succeeded(intent));
    const link = (await viewOrder(t.app, checkout.orderToken)).order.download?.url ?? '';
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);

    await sendEvent('charge.refunded', refunded(intent.id));
    const view = await viewOrder(t.app, checkout.orderToken);
    expect(view.order).toMatchObject({ status: 'refunded', download: null });
    const after = await t.app.inject({ method: 'GET', url: link });
    expect(after.statusCode).toBe(303);
    const token = link.split('/').at(-2);
    const page = await t.app.inject({ method: 'GET', url: `/api/downloads/${token}` });
    expect(page.json().state).toBe('revoked');
  });

  it('never fulfils a refunded order, even if the success event arrives after the refund', async () => {
    const { checkout, intent } = await checkoutAndIntent();
    await sendEvent('charge.refunded', refunded(intent.id));
    await sendEvent('payment_intent.succeeded', succeeded(intent));
    expect((await viewOrder(t.app, checkout.orderToken)).order).toMatchObject({
      status: 'refunded',
      download: null,
    });
    expect(await rows(outbox)).toBe(0);
  });

  it('fulfils from the thank-you page’s check when the webhook has not arrived', async () => {
    const { checkout, intent } = await checkoutAndIntent();
    expect((await viewOrder(t.app, checkout.orderToken)).order.status).toBe('pending');
    fake.setStatus(intent.id, 'succeeded', { brand: 'amex', last4: '0005' });
    const view = await viewOrder(t.app, checkout.orderToken);
    expect(view.order.status).toBe('completed');
    expect(view.order.download?.url).toMatch(/^\/download\//);
    expect((await storedOrder())?.paymentMethod).toBe('American Express ending 0005');
    expect(await receiptText()).toContain('Paid with: American Express ending 0005\n');
    // The webhook arriving afterwards changes nothing.
    await sendEvent('payment_intent.succeeded', succeeded(intent));
    expect(await rows(outbox)).toBe(1);
  });

  it('acknowledges an event whose order reference does not match, and records it as unmatched', async () => {
    const { checkout, intent } = await checkoutAndIntent();
    const tampered = {
      ...intent,
      metadata: { ...intent.metadata, order_token_hash: 'f'.repeat(64) },
    };
    const response = await sendEvent('payment_intent.succeeded', succeeded(tampered), {
      id: `evt_mismatch_${kind}`,
    });
    expect(response.statusCode).toBe(200);
    const [event] = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, `evt_mismatch_${kind}`));
    expect(event).toMatchObject({ outcome: 'unmatched', intentId: intent.id });
    expect(event?.detail).toMatch(/does not carry the reference of order CM-/);
    expect((await viewOrder(t.app, checkout.orderToken)).order.status).toBe('pending');
    expect(await rows(downloadGrants)).toBe(0);
  });

  it('acknowledges and records an event for a payment no order knows', async () => {
    const response = await sendEvent(
      'payment_intent.succeeded',
      succeeded({ id: 'pi_stranger', metadata: {} }),
      { id: `evt_stranger_${kind}` },
    );
    expect(response.statusCode).toBe(200);
    const [event] = await t.database.db.select().from(paymentEvents);
    expect(event).toMatchObject({
      id: `evt_stranger_${kind}`,
      outcome: 'unmatched',
      detail: 'No order has this payment intent.',
    });
  });
});
