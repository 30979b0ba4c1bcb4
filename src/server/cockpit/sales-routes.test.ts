import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { downloadGrants, grantDownloads, orders } from '../db/schema.ts';
import { adminCall, orderIdOf } from '../testing/admin-requests.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { insertArtCollection } from '../testing/art-fixtures.ts';
import { buyLicence, licenceCall } from '../testing/licences.ts';
import { insertOrders } from '../testing/shop-orders.ts';
import { appInHooks, createTestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

const RANGE = 'from=2026-03-01&to=2026-03-10';

interface OrderRow {
  status: string;
  amountCents: number;
  refundedCents: number;
}

describe.each(testDatabaseKinds())('sales at a glance, on %s', (kind) => {
  // New York: EST (UTC−5) until 8 March 2026, EDT (UTC−4) after; its days, not UTC's, count.
  const t = appInHooks('all', async () => {
    const app = await createTestApp(kind, { env: { SHOP_TIME_ZONE: 'America/New_York' } });
    return { ...app, cookie: (await signedInAdmin(app.app, app.database.db)).cookie };
  });
  const get = async (url: string) => {
    const response = await adminCall(t.app, t.cookie, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const sales = async (query: string) => (await get(`/api/admin/sales?${query}`)).json();

  it('adds up each day of the owner’s calendar, bot and art apart, net of refunds', async () => {
    const piece = await insertArtCollection(t.database.db, { name: 'Night Owl' });
    await insertOrders(t.database.db, [
      { email: 'early@example.com', createdAt: '2026-02-28T12:00:00Z' }, // before the range
      { email: 'late@example.com', createdAt: '2026-03-02T03:00:00Z' }, // 1 March, 22:00 in NY
      {
        email: 'code@example.com',
        createdAt: '2026-03-02T15:00:00Z',
        amountCents: 13_410,
        discountCode: 'SAVE10',
        discountCents: 1_490,
      },
      {
        email: 'art@example.com',
        createdAt: '2026-03-02T16:00:00Z',
        product: 'art',
        artCollectionId: piece.id,
        amountCents: 5_000,
        refundedCents: 1_000,
      },
      { email: 'back@example.com', createdAt: '2026-03-03T12:00:00Z', status: 'refunded' },
      { email: 'declined@example.com', createdAt: '2026-03-03T13:00:00Z', status: 'failed' },
      { email: 'open@example.com', createdAt: '2026-03-03T14:00:00Z', status: 'pending' },
      { email: 'dispute@example.com', createdAt: '2026-03-05T12:00:00Z', status: 'disputed' },
      { email: 'midnight@example.com', createdAt: '2026-03-11T03:30:00Z' }, // 10 March, EDT
      { email: 'after@example.com', createdAt: '2026-03-11T04:30:00Z' }, // 11 March: outside
    ]);
    // A bought bot, moved into the range, downloaded once and activated on a machine.
    const bought = await buyLicence(t.app, 'used@example.com');
    const usedId = await orderIdOf(t.database.db, bought.orderToken);
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date('2026-03-04T12:00:00Z') })
      .where(eq(orders.id, usedId));
    const [grant] = await t.database.db
      .select()
      .from(downloadGrants)
      .where(eq(downloadGrants.orderId, usedId));
    await t.database.db.insert(grantDownloads).values({ grantId: grant?.id ?? 0, client: 'Curl' });
    const activated = await licenceCall(t.app, 'activate', {
      key: bought.key,
      fingerprint: 'machine-0001',
      name: 'Desk',
    });
    expect(activated.statusCode).toBe(200);

    const report = await sales(`${RANGE}&interval=day`);
    expect(report).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-10',
      interval: 'day',
      timeZone: 'America/New_York',
    });
    expect(report.series).toHaveLength(10);
    const day = (period: string) =>
      report.series.find((entry: { period: string }) => entry.period === period);
    expect(day('2026-03-01')).toMatchObject({ revenueCents: 14_900, orders: 1, botOrders: 1 });
    expect(day('2026-03-02')).toEqual({
      period: '2026-03-02',
      revenueCents: 13_410 + 4_000,
      botRevenueCents: 13_410,
      artRevenueCents: 4_000,
      orders: 2,
      botOrders: 1,
      artOrders: 1,
      refundsCents: 1_000,
      refundedOrders: 0,
      discountCents: 1_490,
      discountedOrders: 1,
    });
    expect(day('2026-03-03')).toMatchObject({ revenueCents: 0, refundsCents: 14_900 });
    expect(day('2026-03-03')).toMatchObject({ orders: 0, refundedOrders: 1 });
    expect(day('2026-03-06')).toMatchObject({ revenueCents: 0, orders: 0 });
    expect(day('2026-03-10')).toMatchObject({ revenueCents: 14_900, orders: 1 });

    expect(report.totals).toMatchObject({
      revenueCents: 14_900 * 3 + 13_410 + 4_000,
      orders: 5,
      refundsCents: 15_900,
    });
    expect(report.totals.refundRate).toBeCloseTo(15_900 / (14_900 * 3 + 13_410 + 4_000 + 15_900));
    expect(report.funnel).toEqual({ checkoutsStarted: 9, paid: 7, downloaded: 1, activated: 1 });
    expect(report.topArt).toEqual([
      { artCollectionId: piece.id, name: 'Night Owl', orders: 1, revenueCents: 4_000 },
    ]);
    expect(report.discountCodes).toEqual([
      { code: 'SAVE10', orders: 1, discountCents: 1_490, revenueCents: 13_410 },
    ]);
  });

  it('agrees with the orders list and its CSV over the same days', async () => {
    const { totals } = await sales(RANGE);
    const listed: OrderRow[] = (await get(`/api/admin/orders?${RANGE}&limit=200`)).json().orders;
    const done = listed.filter((order) => order.status === 'completed');
    expect(done.reduce((sum, o) => sum + o.amountCents - o.refundedCents, 0)).toBe(
      totals.revenueCents,
    );
    expect(done).toHaveLength(totals.orders);
    expect(listed.reduce((sum, o) => sum + o.refundedCents, 0)).toBe(totals.refundsCents);

    const csv = (await get(`/api/admin/orders/export.csv?${RANGE}`)).body.trimEnd().split('\r\n');
    const header = csv[0]?.split(',') ?? [];
    const cells = csv.slice(1).map((line) => line.split(','));
    const column = (row: string[], name: string) => row[header.indexOf(name)] ?? '';
    const fromCsv = cells
      .filter((row) => column(row, 'status') === 'completed')
      .reduce(
        (sum, row) =>
          sum +
          Math.round(Number(column(row, 'amount')) * 100) -
          Number(column(row, 'refunded_cents')),
        0,
      );
    expect(fromCsv).toBe(totals.revenueCents);
    expect(cells).toHaveLength(listed.length);
  });

  it('agrees with the dashboard’s revenue over all time, by week and by month', async () => {
    const purchases = (await get('/api/admin/purchases')).json();
    for (const interval of ['week', 'month']) {
      const report = await sales(`from=2026-01-01&to=2030-12-31&interval=${interval}`);
      expect(report.totals.revenueCents).toBe(purchases.cards.totalRevenueCents);
    }
    const weeks = await sales(`${RANGE}&interval=week`);
    expect(weeks.series.map((entry: { period: string }) => entry.period)).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
    ]);
  });

  it('shows the last 30 days by default and refuses ranges it cannot draw', async () => {
    const recent = await sales('');
    expect(recent.series).toHaveLength(30);
    expect(recent.interval).toBe('day');
    for (const [query, words] of [
      ['interval=year', /day, week or month/],
      ['from=2026-03-10&to=2026-03-01', /on or before/],
      ['from=2000-01-01&to=2026-01-01', /at most 3700 days/],
      ['from=tomorrow', /date like 2026-01-31/],
    ] as const) {
      const response = await adminCall(t.app, t.cookie, 'GET', `/api/admin/sales?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(response.json()), query).toMatch(words);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/sales' })).statusCode).toBe(401);
  });
});
