import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '../../shared/admin/order-detail.ts';
import { useSignedInApp } from '../testing/admin-session.ts';
import { adminCall, orderIdOf } from '../testing/admin-requests.ts';
import { buyWithTestCard, payWithTestCard, startCheckout } from '../testing/purchase.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

describe.each(testDatabaseKinds())('an order’s timeline in words, on %s', (kind) => {
  const t = useSignedInApp(kind);
  const timelineOf = async (id: number): Promise<TimelineEntry[]> => {
    const response = await adminCall(t.app, t.cookie, 'GET', `/api/admin/orders/${id}`);
    expect(response.statusCode).toBe(200);
    const { timeline } = response.json() as { timeline: TimelineEntry[] };
    // No raw codes or machine timestamps: the screen shows times in the owner's own zone.
    for (const { summary } of timeline) {
      expect(summary).not.toMatch(/\d{4}-\d{2}-\d{2}T|payment\.[a-z]|order\.[a-z]/);
    }
    return timeline;
  };
  const summariesOf = (timeline: TimelineEntry[], type: TimelineEntry['type']) =>
    timeline.filter((entry) => entry.type === type).map((entry) => entry.summary);

  it('says what the provider, the owner and the shop did, in plain words', async () => {
    const bought = await buyWithTestCard(t.app, 'words@example.com');
    const id = await orderIdOf(t.database.db, bought.orderToken);
    const post = (action: string) =>
      adminCall(t.app, t.cookie, 'POST', `/api/admin/orders/${id}/${action}`);
    expect((await post('resend-receipt')).statusCode).toBe(200);
    expect((await post('fresh-link')).statusCode).toBe(200);
    const refund = await post('refund');
    expect(refund.statusCode).toBe(200);

    const timeline = await timelineOf(id);
    expect(summariesOf(timeline, 'payment-event')).toEqual([
      'The test payment provider confirmed the payment',
    ]);
    const links = timeline.filter((entry) => entry.type === 'link-issued');
    // The purchase's link and the fresh one; a resend gives the current link a new token.
    expect(links.map((entry) => entry.summary)).toEqual([
      'Download link issued for 3 downloads',
      'Download link issued for 3 downloads',
    ]);
    expect(links.every((entry) => entry.expiresAt && entry.expiresAt > entry.at)).toBe(true);
    expect(summariesOf(timeline, 'admin-action')).toEqual([
      'Receipt resent by owner@example.com',
      'Fresh download link sent by owner@example.com',
    ]);
    expect(summariesOf(timeline, 'status')).toEqual([
      'Payment received: Visa ending 4242',
      `Refunded by owner@example.com (${refund.json().refundId})`,
    ]);
    expect(summariesOf(timeline, 'email')[0]).toBe(
      'Email “Your Cryptomaton download is ready” to words@example.com',
    );
  });

  it('gives the reason of every decline, a retry’s too', async () => {
    const checkout = await startCheckout(t.app, 'declined@example.com');
    await payWithTestCard(t.app, checkout.clientSecret, '4000 0000 0000 0002');
    await payWithTestCard(t.app, checkout.clientSecret, '4000 0000 0000 9995');
    const timeline = await timelineOf(await orderIdOf(t.database.db, checkout.orderToken));
    expect(summariesOf(timeline, 'payment-event')).toEqual([
      'The test payment provider declined the payment: Your card was declined.',
      'The test payment provider declined the payment: Your card has insufficient funds.',
    ]);
    expect(summariesOf(timeline, 'status')).toEqual(['Payment failed: Your card was declined.']);
  });
});
