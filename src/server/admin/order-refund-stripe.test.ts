import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox } from '../db/schema.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { adminCall, orderIdOf } from '../testing/admin-requests.ts';
import { FakeStripe } from '../testing/fake-stripe.ts';
import { startCheckout, viewOrder } from '../testing/purchase.ts';
import { createStripeTestApp, sendStripeEvent } from '../testing/stripe-test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

const WEBHOOK_SECRET = 'whsec_admin_refund';
const fake = new FakeStripe();

// These tests are about refunds; the card lookup's warnings are covered by stripe-checkout.test.ts.
const quietLog = { warn: () => undefined };

describe.each(testDatabaseKinds())('refunding a Stripe order on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    const api = await fake.start();
    t = await createStripeTestApp(kind, { api, webhookSecret: WEBHOOK_SECRET, log: quietLog });
    cookie = (await signedInAdmin(t.app, t.database.db)).cookie;
  });
  afterAll(async () => {
    await t.app.close();
    await fake.stop();
  });

  async function paidOrder(email: string) {
    const checkout = await startCheckout(t.app, email);
    const intentId = [...fake.intents.values()].at(-1)?.id ?? '';
    fake.setStatus(intentId, 'succeeded');
    expect((await viewOrder(t.app, checkout.orderToken)).order.status).toBe('completed');
    return { id: await orderIdOf(t.database.db, checkout.orderToken), intentId };
  }

  const mailsTo = async (email: string) =>
    (await t.database.db.select({ n: count() }).from(outbox).where(eq(outbox.toAddress, email)))[0]
      ?.n;

  it('refunds through Stripe once; the later charge.refunded webhook changes nothing', async () => {
    const { id, intentId } = await paidOrder('stripe-refund@example.com');
    const response = await adminCall(t.app, cookie, 'POST', `/api/admin/orders/${id}/refund`);
    expect(response.statusCode).toBe(200);
    expect(response.json().refundId).toBe(fake.refunds.get(intentId));
    expect(fake.requests.some((request) => request.path === '/v1/refunds')).toBe(true);
    expect(await mailsTo('stripe-refund@example.com')).toBe(2);

    const webhook = await sendStripeEvent(t.app, {
      id: `evt_refund_${kind}`,
      type: 'charge.refunded',
      object: { id: 'ch_1', object: 'charge', payment_intent: intentId, refunded: true },
      secret: WEBHOOK_SECRET,
    });
    expect(webhook.statusCode).toBe(200);
    expect(await mailsTo('stripe-refund@example.com')).toBe(2);
  });

  it('changes nothing when Stripe refuses (502)', async () => {
    const { id } = await paidOrder('stripe-down@example.com');
    fake.failWith = 500;
    try {
      const response = await adminCall(t.app, cookie, 'POST', `/api/admin/orders/${id}/refund`);
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(
        'The payment provider did not accept the refund. Nothing was changed; please try again.',
      );
    } finally {
      fake.failWith = undefined;
    }
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(order?.status).toBe('completed');
  });
});
