import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, orders, refunds } from '../db/schema.ts';
import { useSignedInApp } from '../testing/admin-session.ts';
import { adminCall, orderIdOf } from '../testing/admin-requests.ts';
import { buyWithTestCard, viewOrder } from '../testing/purchase.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

describe.each(testDatabaseKinds())('partial refunds with the test provider on %s', (kind) => {
  const t = useSignedInApp(kind);
  const db = () => t.database.db;
  const refund = (id: number, body?: object) =>
    adminCall(t.app, t.cookie, 'POST', `/api/admin/orders/${id}/refund`, body);
  const download = (path: string) => t.app.inject({ method: 'GET', url: path });
  const detail = async (id: number) =>
    (await adminCall(t.app, t.cookie, 'GET', `/api/admin/orders/${id}`)).json();

  it('a part keeps the order completed with its link; the rest ends the link and the licence', async () => {
    const bought = await buyWithTestCard(t.app, 'part@example.com');
    const id = await orderIdOf(db(), bought.orderToken);
    const paid = bought.view.order.amountCents;

    const part = await refund(id, { amountCents: 2500, reason: 'Bought the wrong plan' });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({
      status: 'completed',
      amountCents: 2500,
      refundedCents: 2500,
      refundId: expect.stringMatching(/^tre_/),
    });
    const view = await viewOrder(t.app, bought.orderToken);
    expect(view.order).toMatchObject({ status: 'completed', refundedCents: 2500 });
    expect(view.order.licence?.status).toBe('active');
    expect((await download(bought.downloadPath)).statusCode).toBe(200);

    const admin = await detail(id);
    expect(admin.order).toMatchObject({ status: 'completed', refundedCents: 2500 });
    expect(admin.order.actions).toContain('refund');
    expect(admin.timeline).toContainEqual(
      expect.objectContaining({
        type: 'refund',
        summary: `Refund of $25.00 by owner@example.com (${part.json().refundId}): Bought the wrong plan`,
      }),
    );

    const rest = await refund(id, { amountCents: paid - 2500 });
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({ status: 'refunded', refundedCents: paid });
    const after = await viewOrder(t.app, bought.orderToken);
    expect(after.order).toMatchObject({ status: 'refunded', refundedCents: paid });
    expect(after.order.licence?.status).not.toBe('active');
    expect((await download(bought.downloadPath)).statusCode).not.toBe(200);

    const records = await db().select().from(refunds).where(eq(refunds.orderId, id));
    expect(records.map((r) => [r.amountCents, r.reason, r.actorKind, r.actor, r.status])).toEqual([
      [2500, 'Bought the wrong plan', 'owner', 'owner@example.com', 'succeeded'],
      [paid - 2500, null, 'owner', 'owner@example.com', 'succeeded'],
    ]);
    expect(records.every((r) => r.providerRefundId?.startsWith('tre_'))).toBe(true);
    const audit = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetType, 'order'), eq(adminAuditLog.targetId, String(id))));
    expect(audit.map((entry) => entry.action)).toEqual(['order.partial-refund', 'order.refund']);
  });

  it('refuses more than is left, zero, negative and fractions, and changes nothing', async () => {
    const bought = await buyWithTestCard(t.app, 'over@example.com');
    const id = await orderIdOf(db(), bought.orderToken);
    const paid = bought.view.order.amountCents;
    expect((await refund(id, { amountCents: 1000 })).statusCode).toBe(200);

    const over = await refund(id, { amountCents: paid });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(
      `Only $${((paid - 1000) / 100).toFixed(2)} is left to refund on this order; refund that or less.`,
    );
    for (const amountCents of [0, -500, 10.5]) {
      const bad = await refund(id, { amountCents });
      expect(bad.statusCode).toBe(400);
    }
    const [order] = await db().select().from(orders).where(eq(orders.id, id));
    expect(order).toMatchObject({ status: 'completed', refundedCents: 1000 });
  });

  it('parallel partial refunds never refund more than was paid', async () => {
    const bought = await buyWithTestCard(t.app, 'race@example.com');
    const id = await orderIdOf(db(), bought.orderToken);
    const paid = bought.view.order.amountCents;
    const each = Math.ceil(paid / 4);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => refund(id, { amountCents: each })),
    );
    const ok = answers.filter((answer) => answer.statusCode === 200);
    expect(ok).toHaveLength(Math.floor(paid / each));
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(8 - ok.length);

    const records = await db().select().from(refunds).where(eq(refunds.orderId, id));
    const total = records.reduce((sum, r) => sum + r.amountCents, 0);
    expect(total).toBe(ok.length * each);
    expect(total).toBeLessThanOrEqual(paid);
    const [order] = await db().select().from(orders).where(eq(orders.id, id));
    expect(order?.refundedCents).toBe(total);
  });

  it('a call without a body still refunds what is left, in one record', async () => {
    const bought = await buyWithTestCard(t.app, 'whole@example.com');
    const id = await orderIdOf(db(), bought.orderToken);
    const paid = bought.view.order.amountCents;
    expect((await refund(id, { amountCents: 900 })).statusCode).toBe(200);

    const whole = await refund(id);
    expect(whole.statusCode).toBe(200);
    expect(whole.json()).toMatchObject({
      status: 'refunded',
      amountCents: paid - 900,
      refundedCents: paid,
    });
    const records = await db().select().from(refunds).where(eq(refunds.orderId, id));
    expect(records.map((r) => r.amountCents)).toEqual([900, paid - 900]);
    expect((await refund(id)).statusCode).toBe(409);
  });

  it('takes refunds out of the revenue figures, and the CSV carries refunded_cents', async () => {
    const get = async (url: string) => (await adminCall(t.app, t.cookie, 'GET', url)).json();
    const bought = await buyWithTestCard(t.app, 'net@example.com');
    const id = await orderIdOf(db(), bought.orderToken);
    const before = await get('/api/admin/overview');
    const cardsBefore = (await get('/api/admin/purchases')).cards;

    expect((await refund(id, { amountCents: 4321 })).statusCode).toBe(200);
    expect((await get('/api/admin/overview')).revenueCents).toBe(before.revenueCents - 4321);
    expect((await get('/api/admin/purchases')).cards.totalRevenueCents).toBe(
      cardsBefore.totalRevenueCents - 4321,
    );
    const csv = await adminCall(t.app, t.cookie, 'GET', '/api/admin/orders/export.csv?q=net@');
    const [header, row] = csv.body.trimEnd().split('\r\n');
    expect(header?.split(',').slice(-2)).toEqual(['refunded_cents', 'tax_cents']);
    expect(row?.split(',').slice(-2)).toEqual(['4321', '0']);
  });
});
