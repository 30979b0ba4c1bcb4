import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { adminCall, orderIdOf } from '../testing/admin-requests.ts';
import { downloadInFull } from '../testing/downloads.ts';
import { buyWithTestCard, startCheckout } from '../testing/purchase.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

describe.each(testDatabaseKinds())('admin orders, dashboard and purchases on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let paidId: number;
  let paidReference: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    cookie = (await signedInAdmin(t.app, t.database.db)).cookie;
    const paid = await buyWithTestCard(t.app, 'paid@example.com');
    paidId = await orderIdOf(t.database.db, paid.orderToken);
    paidReference = paid.view.order.reference;
    await downloadInFull(t, paid.downloadPath, {
      headers: {
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
      },
    });
    // An abandoned checkout from last year, and one with a formula for an address.
    const old = await startCheckout(t.app, 'old@example.com');
    await t.database.db
      .update(orders)
      .set({ createdAt: sql`'2025-06-15T12:00:00Z'::timestamptz` })
      .where(eq(orders.id, await orderIdOf(t.database.db, old.orderToken)));
    await startCheckout(t.app, '=cmd@example.com');
  });
  afterAll(async () => {
    await t.app.close();
  });
  const get = (url: string) => adminCall(t.app, cookie, 'GET', url);

  it('shows the overview: counts, real revenue and the product price', async () => {
    const response = await get('/api/admin/overview');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      counts: {
        orders: 3,
        completedOrders: 1,
        productFiles: 2,
        activeProductFiles: 2,
        messages: 0,
        pendingMessages: 0,
      },
      revenueCents: 14_900,
      productPriceCents: 14_900,
      currency: 'USD',
    });
  });

  it('shows the purchases dashboard with the spec’s cards, download text and issues', async () => {
    const response = await get('/api/admin/purchases');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.cards).toEqual({
      totalRevenueCents: 14_900,
      algorithmSales: 1,
      artSales: 0,
      issues: 0,
      // The paid bot order's licence; no machine has activated it.
      activeLicences: 1,
      machinesSeenLast7Days: 0,
      discountedSales: 0,
      discountCents: 0,
    });
    expect(body.artPurchases).toEqual([]);
    const paid = body.algorithmPurchases.find((row: { id: number }) => row.id === paidId);
    expect(paid).toMatchObject({
      email: 'paid@example.com',
      itemName: 'Algorithm Zip',
      status: 'completed',
      downloadDisplay: 'Downloaded 1/3',
      isIssue: false,
      reference: paidReference,
    });
    // The two abandoned checkouts have no link, and need nobody (purchase-issues.test.ts).
    const pending = body.algorithmPurchases.filter(
      (row: { status: string }) => row.status === 'pending',
    );
    expect(
      pending.map((row: { downloadDisplay: string; isIssue: boolean }) => [
        row.downloadDisplay,
        row.isIssue,
      ]),
    ).toEqual([
      ['No Download Link', false],
      ['No Download Link', false],
    ]);
    expect((await get('/api/admin/purchases?limit=0')).statusCode).toBe(400);
  });

  it('searches by email, reference, status and day', async () => {
    const emails = async (query: string) => {
      const response = await get(`/api/admin/orders?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json().orders.map((row: { email: string }) => row.email);
    };
    expect(await emails('q=PAID@')).toEqual(['paid@example.com']);
    expect(await emails(`q=${paidReference}`)).toEqual(['paid@example.com']);
    expect(await emails(`q=${paidReference.slice(3, 9).toLowerCase()}`)).toEqual([]);
    expect(await emails(`q=cm-${paidReference.slice(3, 9)}`)).toEqual(['paid@example.com']);
    expect(await emails('q=%25')).toEqual([]);
    expect(await emails('status=pending')).toHaveLength(2);
    expect(await emails('from=2025-06-15&to=2025-06-15')).toEqual(['old@example.com']);
    expect(await emails('to=2025-06-14')).toEqual([]);
    const page = await get('/api/admin/orders?limit=1&offset=1');
    expect(page.json().total).toBe(3);
    expect(page.json().orders).toHaveLength(1);
  });

  it.each(['status=shipped', 'from=2026-13-01', 'limit=500', 'offset=-1', `q=${'x'.repeat(300)}`])(
    'refuses an invalid search: %s',
    async (query) => {
      const response = await get(`/api/admin/orders?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Bad Request');
    },
  );

  it('exports CSV with formulas defused', async () => {
    const response = await get('/api/admin/orders/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'reference,created_at,email,item,amount,currency,status,downloads,discount_code,discount,refunded_cents,tax_cents',
    );
    expect(lines).toHaveLength(4);
    expect(response.body).toContain(",'=cmd@example.com,");
    expect(response.body).toContain(`${paidReference},`);
    expect(response.body).toContain(
      ',paid@example.com,Algorithm Zip,149.00,USD,completed,Downloaded 1/3,,0.00,0,0',
    );
    const filtered = await get('/api/admin/orders/export.csv?status=completed');
    expect(filtered.body.trimEnd().split('\r\n')).toHaveLength(2);
    expect((await get('/api/admin/orders/export.csv?status=nope')).statusCode).toBe(400);
  });

  it('shows an order with its timeline', async () => {
    const response = await get(`/api/admin/orders/${paidId}`);
    expect(response.statusCode).toBe(200);
    const { order, grants, timeline } = response.json();
    expect(order).toMatchObject({ id: paidId, provider: 'test', status: 'completed' });
    expect(grants).toHaveLength(1);
    const types = timeline.map((entry: { type: string }) => entry.type);
    expect(types[0]).toBe('order-created');
    expect(types).toEqual(
      expect.arrayContaining(['payment-event', 'link-issued', 'email', 'download']),
    );
    expect(timeline.find((entry: { type: string }) => entry.type === 'email')).toMatchObject({
      status: 'pending',
    });
    expect(
      timeline.find((entry: { type: string }) => entry.type === 'payment-event'),
    ).toMatchObject({ status: 'fulfilled' });
    expect(timeline.find((entry: { type: string }) => entry.type === 'download').client).toBe(
      'Firefox on Linux',
    );
  });

  it('answers 404 for an unknown order and 400 for a bad id', async () => {
    expect((await get('/api/admin/orders/999999')).statusCode).toBe(404);
    expect((await get('/api/admin/orders/0')).statusCode).toBe(400);
    expect((await get('/api/admin/orders/abc')).statusCode).toBe(400);
  });
});
