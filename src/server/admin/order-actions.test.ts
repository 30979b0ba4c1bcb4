import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../shared/site-config.ts';
import { adminAuditLog, orderHistory, orders, outbox } from '../db/schema.ts';
import { useSignedInApp } from '../testing/admin-session.ts';
import { adminCall, downloadPathInMail, orderIdOf } from '../testing/admin-requests.ts';
import { buyWithTestCard, startCheckout, viewOrder } from '../testing/purchase.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

describe.each(testDatabaseKinds())('order actions with the test provider on %s', (kind) => {
  const t = useSignedInApp(kind);
  const db = () => t.database.db;
  const post = (url: string) => adminCall(t.app, t.cookie, 'POST', url);
  const download = (path: string) => t.app.inject({ method: 'GET', url: path });

  it('resends the receipt with a new link that keeps the downloads left; the old one stops', async () => {
    const bought = await buyWithTestCard(t.app, 'resend@example.com');
    const id = await orderIdOf(db(), bought.orderToken);
    expect((await download(bought.downloadPath)).statusCode).toBe(200);

    const response = await post(`/api/admin/orders/${id}/resend-receipt`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ to: 'resend@example.com', downloadsLeft: 2 });
    expect(body.expiresAt).toBe(bought.view.order.download?.expiresAt);

    const fresh = await downloadPathInMail(db(), body.outboxId);
    expect(fresh).not.toBe(bought.downloadPath);
    expect((await download(bought.downloadPath)).statusCode).not.toBe(200);
    const ok = await download(fresh);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-downloads-remaining']).toBe('1');
    // The buyer's thank-you page shows the link that works now.
    expect((await viewOrder(t.app, bought.orderToken)).order.download?.url).toBe(fresh);
  });

  it('refuses to resend a used-up link, and a fresh link then gives a full allowance', async () => {
    const bought = await buyWithTestCard(t.app, 'fresh@example.com');
    const id = await orderIdOf(db(), bought.orderToken);
    for (let i = 0; i < 3; i++) expect((await download(bought.downloadPath)).statusCode).toBe(200);

    const resend = await post(`/api/admin/orders/${id}/resend-receipt`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().message).toBe(
      'This order’s download link is used up or expired. Issue a fresh link instead.',
    );

    const response = await post(`/api/admin/orders/${id}/fresh-link`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ to: 'fresh@example.com', downloadsLeft: 3 });
    const fresh = await downloadPathInMail(db(), response.json().outboxId);
    const ok = await download(fresh);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-downloads-remaining']).toBe('2');

    const again = await post(`/api/admin/orders/${id}/fresh-link`);
    expect((await download(fresh)).statusCode).not.toBe(200);
    expect((await download(await downloadPathInMail(db(), again.json().outboxId))).statusCode).toBe(
      200,
    );

    const actions = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(id)));
    expect(actions.map((entry) => entry.action)).toEqual(['order.fresh-link', 'order.fresh-link']);
    expect(actions[0]?.actor).toBe('owner@example.com');
  });

  it('refunds through the provider: refunded, link revoked, buyer mailed', async () => {
    const bought = await buyWithTestCard(t.app, 'refund@example.com');
    const id = await orderIdOf(db(), bought.orderToken);
    const response = await post(`/api/admin/orders/${id}/refund`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'refunded',
      refundId: expect.stringMatching(/^tre_/),
    });

    const [order] = await db().select().from(orders).where(eq(orders.id, id));
    expect(order?.status).toBe('refunded');
    expect(order?.refundedAt).not.toBeNull();
    expect((await download(bought.downloadPath)).statusCode).not.toBe(200);
    const [mail] = await db().select().from(outbox).where(eq(outbox.id, response.json().outboxId));
    expect(mail).toMatchObject({ kind: 'refund', toAddress: 'refund@example.com' });
    expect(mail?.subject).toMatch(/has been refunded$/);
    expect(mail?.textBody).toContain('5-7 business days');

    // Every buyer mail lets the buyer answer support, the refund's too.
    expect(mail?.replyTo).toBe(siteConfig.links.supportEmail);

    const twice = await post(`/api/admin/orders/${id}/refund`);
    expect(twice.statusCode).toBe(409);
    expect((await post(`/api/admin/orders/${id}/fresh-link`)).statusCode).toBe(409);

    // One history: the provider's payment, then the owner's refund, once in the audit log.
    const history = await db().select().from(orderHistory).where(eq(orderHistory.orderId, id));
    expect(history.map((change) => [change.transition, change.actorKind])).toEqual([
      ['pay', 'provider'],
      ['refund', 'owner'],
    ]);
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, `${id}`));
    expect(audit.map((entry) => entry.action)).toEqual(['order.refund']);
    const detail = await adminCall(t.app, t.cookie, 'GET', `/api/admin/orders/${id}`);
    const statuses = detail
      .json()
      .timeline.filter((entry: { type: string }) => entry.type === 'status')
      .map((entry: { summary: string; status: string }) => [entry.summary, entry.status]);
    expect(statuses).toEqual([
      ['Payment received: Visa ending 4242', 'completed'],
      [`Refunded by owner@example.com (${response.json().refundId})`, 'refunded'],
    ]);
  });

  it('refunds a sold-out art payment whose automatic refund failed, as the provider would', async () => {
    const bought = await buyWithTestCard(t.app, 'sold-out@example.com');
    const id = await orderIdOf(db(), bought.orderToken);
    // The state a payment that arrived after the last edition leaves when the refund failed.
    await db()
      .update(orders)
      .set({ status: 'failed', holdState: 'oversold' })
      .where(eq(orders.id, id));
    const response = await post(`/api/admin/orders/${id}/refund`);
    expect(response.statusCode).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.id, id));
    expect(order?.status).toBe('refunded');
  });

  it('refuses actions on an unpaid order (409) and an unknown one (404), and bad ids (400)', async () => {
    const checkout = await startCheckout(t.app, 'pending@example.com');
    const id = await orderIdOf(db(), checkout.orderToken);
    for (const action of ['resend-receipt', 'fresh-link', 'refund']) {
      const pending = await post(`/api/admin/orders/${id}/${action}`);
      expect(pending.statusCode).toBe(409);
      expect(pending.json().message).toBe('This order is pending, not completed.');
      expect((await post(`/api/admin/orders/999999/${action}`)).statusCode).toBe(404);
      expect((await post(`/api/admin/orders/abc/${action}`)).statusCode).toBe(400);
    }
  });
});
