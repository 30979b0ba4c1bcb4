import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { downloadGrants, orders, outbox } from '../db/schema.ts';
import { useSignedInApp } from '../testing/admin-session.ts';
import { adminCall, orderIdOf } from '../testing/admin-requests.ts';
import { buyWithTestCard, payWithTestCard, startCheckout } from '../testing/purchase.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

describe.each(testDatabaseKinds())('the purchases that need the owner, on %s', (kind) => {
  const t = useSignedInApp(kind);
  const db = () => t.database.db;
  const paid = async (email: string) => {
    const bought = await buyWithTestCard(t.app, email);
    return { ...bought, id: await orderIdOf(db(), bought.orderToken) };
  };

  it('counts paid orders without a working link, failed deliveries and failed mail only', async () => {
    // Nobody needs to act on these.
    await startCheckout(t.app, 'open-checkout@example.com');
    const declined = await startCheckout(t.app, 'declined@example.com');
    await payWithTestCard(t.app, declined.clientSecret, '4000 0000 0000 0002');
    const refunded = await paid('refunded@example.com');
    expect(
      (await adminCall(t.app, t.cookie, 'POST', `/api/admin/orders/${refunded.id}/refund`))
        .statusCode,
    ).toBe(200);
    await paid('working-link@example.com');
    const usedUp = await paid('used-up@example.com');
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: usedUp.downloadPath });

    // These need the owner.
    const expiredUnused = await paid('expired-unused@example.com');
    await db()
      .update(downloadGrants)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(downloadGrants.orderId, expiredUnused.id));
    const noLink = await paid('no-link@example.com');
    await db()
      .update(downloadGrants)
      .set({ revokedAt: sql`now()` })
      .where(eq(downloadGrants.orderId, noLink.id));
    const soldOut = await paid('sold-out@example.com');
    await db()
      .update(orders)
      .set({ status: 'failed', holdState: 'oversold' })
      .where(eq(orders.id, soldOut.id));
    const mailFailed = await paid('mail-failed@example.com');
    await db()
      .update(outbox)
      .set({ status: 'failed', lastError: '550 mailbox unavailable' })
      .where(eq(outbox.orderId, mailFailed.id));

    const dashboard = await adminCall(t.app, t.cookie, 'GET', '/api/admin/purchases');
    expect(dashboard.json().cards.issues).toBe(4);
    const issues = dashboard
      .json()
      .algorithmPurchases.filter((row: { isIssue: boolean }) => row.isIssue)
      .map((row: { email: string }) => row.email);
    expect(issues.sort()).toEqual([
      'expired-unused@example.com',
      'mail-failed@example.com',
      'no-link@example.com',
      'sold-out@example.com',
    ]);
    const detail = await adminCall(t.app, t.cookie, 'GET', `/api/admin/orders/${mailFailed.id}`);
    expect(detail.json().order.isIssue).toBe(true);
  });
});
