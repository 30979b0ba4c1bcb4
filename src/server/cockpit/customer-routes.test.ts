import { describe, expect, it } from 'vitest';
import { contactMessages, downloadGrants, grantDownloads } from '../db/schema.ts';
import { adminCall, orderIdOf } from '../testing/admin-requests.ts';
import { useSignedInApp } from '../testing/admin-session.ts';
import { buyLicence, licenceCall } from '../testing/licences.ts';
import { insertOrders } from '../testing/shop-orders.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

describe.each(testDatabaseKinds())('the customers list, on %s', (kind) => {
  const t = useSignedInApp(kind);
  const list = async (query = '') => {
    const response = await adminCall(t.app, t.cookie, 'GET', `/api/admin/customers${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('is one row per buyer email, any case, with their totals net of refunds', async () => {
    await insertOrders(t.database.db, [
      { email: 'Ada@Example.com', createdAt: '2026-01-05T10:00:00Z' },
      { email: 'ada@example.com', createdAt: '2026-02-05T10:00:00Z', refundedCents: 4_900 },
      { email: 'ada@example.com', createdAt: '2026-03-05T10:00:00Z', status: 'refunded' },
      { email: 'ada@example.com', createdAt: '2026-03-06T10:00:00Z', status: 'pending' },
      { email: 'bob@example.com', createdAt: '2026-02-10T10:00:00Z', amountCents: 9_900 },
      { email: 'cleo@example.com', createdAt: '2026-02-11T10:00:00Z', status: 'failed' },
      { email: '=HYPERLINK@example.com', createdAt: '2026-01-01T10:00:00Z', amountCents: 100 },
    ]);
    await t.database.db.insert(contactMessages).values(
      ['ADA@example.com', 'ada@example.com', 'nobody@example.com'].map((email) => ({
        firstName: 'A',
        lastName: 'B',
        email,
        subject: 'Hello',
        message: 'Hi',
      })),
    );

    const { customers, total } = await list();
    // Only addresses that paid: the failed and the pending-only ones are not buyers.
    expect(total).toBe(3);
    expect(customers.map((c: { email: string }) => c.email)).toEqual([
      'ada@example.com',
      'bob@example.com',
      '=hyperlink@example.com',
    ]);
    expect(customers[0]).toEqual({
      email: 'ada@example.com',
      orders: 3,
      totalPaidCents: 14_900 + 10_000,
      refunds: 2,
      refundedCents: 4_900 + 14_900,
      firstPurchaseAt: '2026-01-05T10:00:00.000Z',
      lastPurchaseAt: '2026-03-05T10:00:00.000Z',
      messages: 2,
    });

    // The column adds up to the dashboard's revenue.
    const purchases = await adminCall(t.app, t.cookie, 'GET', '/api/admin/purchases');
    const paid = customers.reduce(
      (sum: number, c: { totalPaidCents: number }) => sum + c.totalPaidCents,
      0,
    );
    expect(purchases.json().cards.totalRevenueCents).toBe(paid);
  });

  it('searches, sorts either way and pages on the server', async () => {
    expect((await list('?q=EXAMPLE.COM&sort=totalPaidCents')).customers[0].email).toBe(
      '=hyperlink@example.com',
    );
    expect((await list('?sort=-totalPaidCents')).customers[0].email).toBe('ada@example.com');
    expect((await list('?sort=email')).customers[0].email).toBe('=hyperlink@example.com');
    const page = await list('?sort=email&limit=1&offset=1');
    expect(page).toMatchObject({ total: 3, customers: [{ email: 'ada@example.com' }] });
    expect(await list('?sort=email&limit=1&offset=9')).toEqual({ total: 3, customers: [] });
    // `%` is a letter in a search, not a wildcard.
    expect(await list('?q=%25')).toEqual({ total: 0, customers: [] });
    expect((await list('?q=bob')).customers).toHaveLength(1);
  });

  it('refuses a sort it does not know, saying which it knows', async () => {
    const response = await adminCall(t.app, t.cookie, 'GET', '/api/admin/customers?sort=price');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.sort[0]).toMatch(/Sort by one of email, orders/);
  });

  it('exports the same rows as CSV, formulas neutralised', async () => {
    const response = await adminCall(
      t.app,
      t.cookie,
      'GET',
      '/api/admin/customers/export.csv?sort=email',
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/customers-\d{4}-\d\d-\d\d\.csv/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toEqual([
      'email,orders,total_paid,refunds,refunded,first_purchase_at,last_purchase_at,messages',
      "'=hyperlink@example.com,1,1.00,0,0.00,2026-01-01T10:00:00.000Z,2026-01-01T10:00:00.000Z,0",
      'ada@example.com,3,249.00,2,198.00,2026-01-05T10:00:00.000Z,2026-03-05T10:00:00.000Z,2',
      'bob@example.com,1,99.00,0,0.00,2026-02-10T10:00:00.000Z,2026-02-10T10:00:00.000Z,0',
    ]);
  });

  it('answers only a signed-in admin', async () => {
    for (const url of [
      '/api/admin/customers',
      '/api/admin/customers/export.csv',
      '/api/admin/customers/ada%40example.com',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});

describe.each(testDatabaseKinds())('a customer’s page, on %s', (kind) => {
  const t = useSignedInApp(kind);

  it('shows every order, message, mail, download and licence event of the address', async () => {
    const { orderToken, key } = await buyLicence(t.app, 'Grace@Example.com');
    const orderId = await orderIdOf(t.database.db, orderToken);
    expect(
      (await licenceCall(t.app, 'activate', { key, fingerprint: 'machine-0001', name: 'Desk' }))
        .statusCode,
    ).toBe(200);
    const [grant] = await t.database.db.select().from(downloadGrants);
    await t.database.db
      .insert(grantDownloads)
      .values({ grantId: grant?.id ?? 0, client: 'Chrome on Windows' });
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { email: 'grace@example.com', subject: 'Install help', message: 'How do I start?' },
      remoteAddress: '10.0.0.9',
    });

    const response = await adminCall(
      t.app,
      t.cookie,
      'GET',
      '/api/admin/customers/GRACE%40example.com',
    );
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail.email).toBe('grace@example.com');
    expect(detail.customer).toMatchObject({ orders: 1, totalPaidCents: 14_900, messages: 1 });
    const kinds = new Set(detail.timeline.map((event: { kind: string }) => event.kind));
    expect([...kinds].sort()).toEqual(['download', 'licence', 'mail', 'message', 'order']);
    expect(detail.timeline).toContainEqual(
      expect.objectContaining({ kind: 'order', orderId, status: 'completed' }),
    );
    expect(detail.timeline).toContainEqual(
      expect.objectContaining({
        kind: 'message',
        summary: expect.stringContaining('Install help'),
      }),
    );
    const times = detail.timeline.map((event: { at: string }) => event.at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('shows an address that never bought with no row', async () => {
    const response = await adminCall(
      t.app,
      t.cookie,
      'GET',
      '/api/admin/customers/stranger%40example.com',
    );
    expect(response.json()).toEqual({
      email: 'stranger@example.com',
      customer: null,
      timeline: [],
    });
  });
});
