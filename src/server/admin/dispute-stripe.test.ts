import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disputes, outbox, paymentEvents } from '../db/schema.ts';
import { adminCall, orderIdOf } from '../testing/admin-requests.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { FakeStripe } from '../testing/fake-stripe.ts';
import { startCheckout, viewOrder } from '../testing/purchase.ts';
import { createStripeTestApp, sendStripeEvent } from '../testing/stripe-test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

const WEBHOOK_SECRET = 'whsec_disputes';
const fake = new FakeStripe();
const quietLog = { warn: () => undefined };

/** Stripe's `charge.dispute.*` events through the signed webhook, and evidence sent to Stripe. */
describe.each(testDatabaseKinds())('Stripe disputes on %s', (kind) => {
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
    const view = await viewOrder(t.app, checkout.orderToken);
    expect(view.order.status).toBe('completed');
    return {
      id: await orderIdOf(t.database.db, checkout.orderToken),
      intentId,
      orderToken: checkout.orderToken,
      token: view.order.download?.url.split('/').at(-2) ?? '',
    };
  }

  const dispute = (id: string, intentId: string, status: string, dueBy: number | null) => ({
    id,
    object: 'dispute',
    amount: 14_900,
    currency: 'usd',
    reason: 'product_not_received',
    status,
    charge: 'ch_1',
    payment_intent: intentId,
    evidence_details: { due_by: dueBy, has_evidence: false, past_due: false, submission_count: 0 },
  });
  const send = (id: string, type: string, object: object) =>
    sendStripeEvent(t.app, { id, type, object: object as never, secret: WEBHOOK_SECRET });
  const linkState = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/downloads/${token}` })).json().state;
  const ownerMails = async (orderId: number) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(outbox)
        .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, 'dispute-opened')))
    )[0]?.n;

  it('has no test dispute route while Stripe takes the payments', async () => {
    const { orderToken } = await paidOrder('no-test-route@example.com');
    for (const url of ['/api/test-payments/dispute', '/api/test-payments/dispute/close']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: { orderToken, reason: 'fraudulent', outcome: 'won' },
      });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('records a signed dispute once, pauses the link, and submits the evidence to Stripe', async () => {
    const order = await paidOrder('stripe-dispute@example.com');
    const dueBy = Math.floor(Date.now() / 1000) + 10 * 24 * 3600;
    const created = dispute(`dp_${kind}_1`, order.intentId, 'needs_response', dueBy);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' },
      payload: JSON.stringify({
        id: 'evt_forged',
        type: 'charge.dispute.created',
        data: { object: created },
      }),
    });
    expect(unsigned.statusCode).toBe(400);

    // The same event twice (Stripe retries), then an update: one dispute, one mail.
    for (let n = 0; n < 2; n += 1) {
      expect(
        (await send(`evt_dp_created_${kind}`, 'charge.dispute.created', created)).statusCode,
      ).toBe(200);
    }
    expect(
      (
        await send(`evt_dp_updated_${kind}`, 'charge.dispute.updated', {
          ...created,
          reason: 'fraudulent',
        })
      ).statusCode,
    ).toBe(200);
    const rows = await t.database.db.select().from(disputes).where(eq(disputes.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      providerDisputeId: created.id,
      reason: 'fraudulent',
      amountCents: 14_900,
      status: 'needs_response',
    });
    expect(rows[0]?.evidenceDueBy?.getTime()).toBe(dueBy * 1000);
    expect(await ownerMails(order.id)).toBe(1);
    const stored = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, `evt_dp_created_${kind}`));
    expect(stored).toMatchObject([{ outcome: 'disputed' }]);
    expect((await viewOrder(t.app, order.orderToken)).order.status).toBe('disputed');
    expect(await linkState(order.token)).toBe('paused');

    const sent = await adminCall(
      t.app,
      cookie,
      'POST',
      `/api/admin/orders/${order.id}/dispute/evidence`,
      { note: 'The buyer downloaded the bot.' },
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const update = fake.disputeUpdates.find((entry) => entry.disputeId === created.id);
    expect(update?.fields).toMatchObject({
      'evidence[customer_email_address]': 'stripe-dispute@example.com',
      'evidence[access_activity_log]': 'No download of the package has been recorded.',
      'evidence[service_date]': expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      'evidence[product_description]': expect.stringContaining('download link'),
      'evidence[uncategorized_text]': expect.stringContaining('The buyer downloaded the bot.'),
      submit: 'true',
    });

    // Lost: the order ends as a refund does, and the link with it.
    const closed = await send(`evt_dp_closed_${kind}`, 'charge.dispute.closed', {
      ...created,
      status: 'lost',
    });
    expect(closed.statusCode).toBe(200);
    expect((await viewOrder(t.app, order.orderToken)).order.status).toBe('refunded');
    expect(await linkState(order.token)).toBe('revoked');
    const [row] = await t.database.db.select().from(disputes).where(eq(disputes.orderId, order.id));
    expect(row).toMatchObject({ status: 'lost', outcome: 'lost' });
    expect(row?.closedAt).toBeInstanceOf(Date);
  });

  it('a won dispute brings the link back; Stripe refusing the evidence changes nothing (502)', async () => {
    const order = await paidOrder('stripe-won@example.com');
    const created = dispute(`dp_${kind}_2`, order.intentId, 'warning_needs_response', null);
    await send(`evt_dp2_created_${kind}`, 'charge.dispute.created', created);
    expect(await linkState(order.token)).toBe('paused');

    fake.failWith = 500;
    try {
      const refused = await adminCall(
        t.app,
        cookie,
        'POST',
        `/api/admin/orders/${order.id}/dispute/evidence`,
        {},
      );
      expect(refused.statusCode).toBe(502);
      expect(refused.json().message).toMatch(/did not accept the evidence/);
    } finally {
      fake.failWith = undefined;
    }
    const [pending] = await t.database.db
      .select()
      .from(disputes)
      .where(eq(disputes.orderId, order.id));
    expect(pending?.submittedAt).toBeNull();

    await send(`evt_dp2_closed_${kind}`, 'charge.dispute.closed', { ...created, status: 'won' });
    expect((await viewOrder(t.app, order.orderToken)).order.status).toBe('completed');
    expect(await linkState(order.token)).toBe('ready');
    const closedAgain = await adminCall(
      t.app,
      cookie,
      'POST',
      `/api/admin/orders/${order.id}/dispute/evidence`,
      {},
    );
    expect(closedAgain.statusCode).toBe(409);
    expect(closedAgain.json().message).toMatch(/closed \(won\)/);
  });
});
