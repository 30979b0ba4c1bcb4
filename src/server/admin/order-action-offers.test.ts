import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { downloadGrants, orders } from '../db/schema.ts';
import { useSignedInApp } from '../testing/admin-session.ts';
import { adminCall, orderIdOf } from '../testing/admin-requests.ts';
import { buyWithTestCard, payWithTestCard, startCheckout } from '../testing/purchase.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

const allActions = ['resend-receipt', 'fresh-link', 'refund'];

describe.each(testDatabaseKinds())('the actions an order offers, on %s', (kind) => {
  const t = useSignedInApp(kind);
  const db = () => t.database.db;
  const post = (url: string) => adminCall(t.app, t.cookie, 'POST', url);

  /** The order view's actions, after checking its row says the same and the rest are refused. */
  const offered = async (id: number): Promise<string[]> => {
    const detail = await adminCall(t.app, t.cookie, 'GET', `/api/admin/orders/${id}`);
    expect(detail.statusCode).toBe(200);
    const { order } = detail.json();
    const search = await adminCall(t.app, t.cookie, 'GET', `/api/admin/orders?q=${order.email}`);
    expect(search.json().orders[0].actions).toEqual(order.actions);
    for (const action of allActions.filter((name) => !order.actions.includes(name))) {
      const refused = await post(`/api/admin/orders/${id}/${action}`);
      expect(refused.statusCode, action).toBe(409);
      expect(refused.json().message).toMatch(/^This order/);
    }
    return order.actions;
  };
  const paidOrder = async (email: string) => {
    const bought = await buyWithTestCard(t.app, email);
    return { ...bought, id: await orderIdOf(db(), bought.orderToken) };
  };

  it('offers nothing on an unpaid or declined checkout', async () => {
    const unpaid = await startCheckout(t.app, 'open-checkout@example.com');
    expect(await offered(await orderIdOf(db(), unpaid.orderToken))).toEqual([]);

    const declined = await startCheckout(t.app, 'declined@example.com');
    await payWithTestCard(t.app, declined.clientSecret, '4000 0000 0000 0002');
    expect(await offered(await orderIdOf(db(), declined.orderToken))).toEqual([]);
  });

  it('offers every action on a paid order, and none once it is refunded', async () => {
    const paid = await paidOrder('paid@example.com');
    expect(await offered(paid.id)).toEqual(allActions);
    expect((await post(`/api/admin/orders/${paid.id}/refund`)).statusCode).toBe(200);
    expect(await offered(paid.id)).toEqual([]);
  });

  it('offers no resend once the link is used up or expired: a fresh link instead', async () => {
    const usedUp = await paidOrder('used-up@example.com');
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: usedUp.downloadPath });
    expect(await offered(usedUp.id)).toEqual(['fresh-link', 'refund']);

    const expired = await paidOrder('expired@example.com');
    await db()
      .update(downloadGrants)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(downloadGrants.orderId, expired.id));
    expect(await offered(expired.id)).toEqual(['fresh-link', 'refund']);
  });

  it('offers only the refund on an art payment that came after the piece sold out', async () => {
    const soldOut = await paidOrder('sold-out@example.com');
    // The state such a payment leaves when the automatic refund failed.
    await db()
      .update(orders)
      .set({ status: 'failed', holdState: 'oversold' })
      .where(eq(orders.id, soldOut.id));
    expect(await offered(soldOut.id)).toEqual(['refund']);
  });

  it('offers no refund of a payment made through a provider the shop no longer uses', async () => {
    const elsewhere = await paidOrder('elsewhere@example.com');
    await db().update(orders).set({ provider: 'stripe' }).where(eq(orders.id, elsewhere.id));
    expect(await offered(elsewhere.id)).toEqual(['resend-receipt', 'fresh-link']);
  });
});
