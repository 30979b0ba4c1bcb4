import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReconciliationReport } from '../../shared/admin/reconciliation.ts';
import { adminAuditLog, downloadGrants, orders, outbox, testPaymentIntents } from '../db/schema.ts';
import { adminCall, orderIdOf } from '../testing/admin-requests.ts';
import { useSignedInApp } from '../testing/admin-session.ts';
import { buyWithTestCard, startCheckout, viewOrder } from '../testing/purchase.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

describe.each(testDatabaseKinds())('payment reconciliation on %s', (kind) => {
  const t = useSignedInApp(kind);
  const db = () => t.database.db;
  const checkNow = async (): Promise<ReconciliationReport> => {
    const response = await adminCall(t.app, t.cookie, 'POST', '/api/admin/reconciliation');
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const receiptsOf = (orderId: number) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, 'receipt')));

  it('fulfils a paid order whose fulfilment never ran, once, however often it runs', async () => {
    // The provider recorded the payment, then the process died before acting on it, and the
    // buyer closed the tab (their thank-you page would have checked the provider too).
    const checkout = await startCheckout(t.app, 'lost-webhook@example.com');
    const id = await orderIdOf(db(), checkout.orderToken);
    const [order] = await db().select().from(orders).where(eq(orders.id, id));
    await db()
      .update(testPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(testPaymentIntents.id, order?.providerIntentId ?? ''));
    const statusOf = async () =>
      (await db().select().from(orders).where(eq(orders.id, id)))[0]?.status;
    expect(await statusOf()).toBe('pending');

    const report = await checkNow();
    expect(report.repaired).toContainEqual({
      intentId: order?.providerIntentId,
      orderId: id,
      orderReference: expect.any(String),
      note: 'Fulfilled the order: it was paid but still pending.',
    });
    expect(await statusOf()).toBe('completed');
    expect(await receiptsOf(id)).toHaveLength(1);

    const again = await checkNow();
    expect(again.repaired.filter((entry) => entry.orderId === id)).toEqual([]);
    expect(again.unresolved.filter((entry) => entry.orderId === id)).toEqual([]);
    expect(again.checkedPayments).toBeGreaterThanOrEqual(1);
    expect(await receiptsOf(id)).toHaveLength(1);
  });

  it('queues a receipt that gave up again, and mails a link to an order left without one', async () => {
    const failedMail = await buyWithTestCard(t.app, 'bounced@example.com');
    const failedId = await orderIdOf(db(), failedMail.orderToken);
    await db()
      .update(outbox)
      .set({ status: 'failed', lastError: '550 mailbox unavailable' })
      .where(eq(outbox.orderId, failedId));
    const noLink = await buyWithTestCard(t.app, 'no-link@example.com');
    const noLinkId = await orderIdOf(db(), noLink.orderToken);
    await db()
      .update(downloadGrants)
      .set({ revokedAt: new Date() })
      .where(eq(downloadGrants.orderId, noLinkId));

    const report = await checkNow();
    const notes = Object.fromEntries(report.repaired.map((entry) => [entry.orderId, entry.note]));
    expect(notes[failedId]).toBe(
      'Queued the receipt again: every attempt had failed (550 mailbox unavailable).',
    );
    expect(notes[noLinkId]).toBe('Issued and mailed a download link: the order had none.');
    expect((await receiptsOf(failedId)).map((mail) => mail.status)).not.toContain('failed');
    expect((await viewOrder(t.app, noLink.orderToken)).order.download).not.toBeNull();
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.actor, 'reconciliation'));
    expect(audit.map((entry) => entry.action)).toContain('order.fresh-link');
  });

  it('lists a payment that matches no order for the owner, and shows the latest run', async () => {
    await db().insert(testPaymentIntents).values({
      id: 'tpi_orphan',
      clientSecretHash: 'orphan-secret-hash',
      amountCents: 14_900,
      currency: 'USD',
      status: 'succeeded',
      metadata: {},
    });
    const report = await checkNow();
    expect(report.unresolved).toContainEqual({
      intentId: 'tpi_orphan',
      orderId: null,
      orderReference: null,
      note: 'No order has this payment: refund it, or find the buyer.',
    });

    const latest = await adminCall(t.app, t.cookie, 'GET', '/api/admin/reconciliation');
    expect(latest.json()).toEqual({ latest: report });
  });

  it('is for signed-in admins only', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/admin/reconciliation' });
      expect(response.statusCode).toBe(401);
    }
  });
});
