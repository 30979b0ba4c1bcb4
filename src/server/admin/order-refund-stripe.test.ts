import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox, refunds } from '../db/schema.ts';
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
    // The amount reserved for the refund is refundable again.
    expect(await refundsOf(id)).toEqual([]);
    expect(order?.refundedCents).toBe(0);
  });

  const refundsOf = (orderId: number) =>
    t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, orderId))
      .orderBy(asc(refunds.id));
  const orderRow = async (orderId: number) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0];

  it('refunds a part through Stripe with its amount; the refund event records nothing more', async () => {
    const { id, intentId } = await paidOrder('stripe-part@example.com');
    const response = await adminCall(t.app, cookie, 'POST', `/api/admin/orders/${id}/refund`, {
      amountCents: 2000,
      reason: 'Late delivery',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'completed', refundedCents: 2000 });
    const [made] = fake.refundsByIntent.get(intentId) ?? [];
    expect(made).toMatchObject({ amount: 2000, metadata: { reason: 'Late delivery' } });
    expect(made?.metadata.refund_record).toBe(String((await refundsOf(id))[0]?.id));

    for (const type of ['refund.created', 'charge.refunded'] as const) {
      const webhook = await sendStripeEvent(t.app, {
        id: `evt_part_${type}_${kind}`,
        type,
        object:
          type === 'refund.created'
            ? { ...made, object: 'refund' }
            : { id: 'ch_2', object: 'charge', payment_intent: intentId, refunded: false },
        secret: WEBHOOK_SECRET,
      });
      expect(webhook.statusCode).toBe(200);
    }
    expect((await refundsOf(id)).map((r) => [r.amountCents, r.actorKind])).toEqual([
      [2000, 'owner'],
    ]);
    expect(await orderRow(id)).toMatchObject({ status: 'completed', refundedCents: 2000 });
  });

  it("records refunds made in Stripe's dashboard once each; the last cent ends the order", async () => {
    const { id, intentId } = await paidOrder('stripe-dashboard@example.com');
    const paid = (await orderRow(id))?.amountCents ?? 0;
    const part = fake.refundInDashboard(intentId, 3000);
    const event = {
      id: `evt_dashboard_${kind}`,
      type: 'refund.created',
      object: part,
      secret: WEBHOOK_SECRET,
    };
    expect((await sendStripeEvent(t.app, event)).statusCode).toBe(200);
    // The same event again, and another event naming the same refund, record nothing more.
    expect((await sendStripeEvent(t.app, event)).statusCode).toBe(200);
    await sendStripeEvent(t.app, {
      ...event,
      id: `evt_dashboard_again_${kind}`,
      type: 'refund.updated',
    });

    expect(
      (await refundsOf(id)).map((r) => [r.amountCents, r.actorKind, r.providerRefundId, r.reason]),
    ).toEqual([[3000, 'provider', part.id, 'Requested by customer']]);
    expect(await orderRow(id)).toMatchObject({ status: 'completed', refundedCents: 3000 });

    const rest = fake.refundInDashboard(intentId, paid - 3000);
    const ended = await sendStripeEvent(t.app, {
      id: `evt_dashboard_rest_${kind}`,
      type: 'charge.refunded',
      object: { id: 'ch_3', object: 'charge', payment_intent: intentId, refunded: true },
      secret: WEBHOOK_SECRET,
    });
    expect(ended.statusCode).toBe(200);
    expect((await refundsOf(id)).map((r) => r.providerRefundId)).toEqual([part.id, rest.id]);
    expect(await orderRow(id)).toMatchObject({ status: 'refunded', refundedCents: paid });
  });
});
