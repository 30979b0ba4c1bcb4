import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { downloadGrants, orders, outbox } from '../db/schema.ts';
import { useTestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { payWithTestCard, startCheckout, viewOrder } from '../testing/purchase.ts';

describe.each(testDatabaseKinds())('checkout with the test provider on %s', (kind) => {
  const t = useTestApp(kind);

  const db = () => t.database.db;
  const rows = async (table: typeof orders | typeof downloadGrants | typeof outbox) =>
    (await db().select({ n: count() }).from(table))[0]?.n;

  it('is open in test mode at the server’s price', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/checkout/status' });
    expect(response.json()).toMatchObject({
      open: true,
      provider: 'test',
      mode: 'test',
      priceCents: 14_900,
      currency: 'USD',
    });
  });

  it('creates a pending order with an unguessable token and the server’s price', async () => {
    const checkout = await startCheckout(t.app, ' buyer@example.com ');
    expect(checkout.orderToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(checkout.clientSecret).toMatch(/^tpi_\w+_secret_/);
    const [order] = await db().select().from(orders);
    expect(order).toMatchObject({
      status: 'pending',
      amountCents: 14_900,
      email: 'buyer@example.com',
    });
    expect(order?.tokenHash).not.toContain(checkout.orderToken);
  });

  it.each([
    [{ amountCents: 14_899 }, 'amountCents'],
    [{ amount: 1 }, 'amount'],
    [{ amount: 149.001 }, 'amount'],
  ])('rejects a tampered amount %j and creates no order', async (sent, field) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { email: 'buyer@example.com', acceptedTerms: true, ...sent },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The price is 149.00 USD. Please reload the page and try again.',
    );
    expect(Object.keys(response.json().fieldErrors)).toEqual([field]);
    expect(await rows(orders)).toBe(0);
  });

  it('takes the amount shown in cents, or in USD from older callers', async () => {
    for (const sent of [{ amountCents: 14_900 }, { amount: 149 }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { email: 'buyer@example.com', acceptedTerms: true, ...sent },
      });
      expect(response.statusCode, JSON.stringify(sent)).toBe(200);
    }
  });

  it('rejects an invalid email with the checkout message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { email: 'not-an-email', acceptedTerms: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors.email).toEqual(['Please provide a valid email address.']);
  });

  it.each([
    ['a list', 'victim@example.com,attacker@evil.test', 'Please enter one email address only.'],
    [
      'a list with ;',
      'victim@example.com;attacker@evil.test',
      'Please enter one email address only.',
    ],
    [
      'ten addresses',
      Array.from({ length: 10 }, (_, n) => `p${n}@example.com`).join(','),
      'Please enter one email address only.',
    ],
    ['a display name', 'Victim <victim@example.com>', 'Please provide a valid email address.'],
    ['a NUL character', 'a\u0000b@b.co', 'Please provide a valid email address.'],
    [
      '255 characters',
      `${'a'.repeat(64)}@${'b'.repeat(186)}.com`,
      'Please provide a valid email address.',
    ],
  ])('refuses %s as the receipt address and creates no order', async (_case, email, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { email, acceptedTerms: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ email: [message] });
    expect(await rows(orders)).toBe(0);
  });

  it('fulfils a 4242 payment: completed, one grant, one receipt with the link', async () => {
    const checkout = await startCheckout(t.app);
    const paid = await payWithTestCard(t.app, checkout.clientSecret);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ status: 'succeeded' });

    const view = await viewOrder(t.app, checkout.orderToken);
    expect(view.order.status).toBe('completed');
    expect(view.order.reference).toMatch(/^CM-[0-9A-F]{10}$/);
    expect(view.order.download).toMatchObject({ downloadsUsed: 0, maxDownloads: 3 });
    const hoursLeft = (Date.parse(view.order.download?.expiresAt ?? '') - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(47.9);
    expect(hoursLeft).toBeLessThanOrEqual(48);

    const mails = await db().select().from(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'receipt',
      toAddress: 'buyer@example.com',
      status: 'pending',
    });
    const [stored] = await db().select().from(orders);
    expect(stored?.paymentMethod).toBe('Visa ending 4242');
    expect(mails[0]?.replyTo).toBe('support@cryptomaton.app');
    expect(mails[0]?.textBody).toContain('Paid with: Visa ending 4242');
    // The receipt links to the download page, whose button fetches the file.
    expect(mails[0]?.textBody).toContain(`http://shop.test${view.order.download?.pageUrl}\n`);
  });

  it('changes nothing when the same payment is confirmed twice', async () => {
    const checkout = await startCheckout(t.app);
    await payWithTestCard(t.app, checkout.clientSecret);
    const again = await payWithTestCard(t.app, checkout.clientSecret);
    expect(again.statusCode).toBe(200);
    await viewOrder(t.app, checkout.orderToken);
    expect(await rows(downloadGrants)).toBe(1);
    expect(await rows(outbox)).toBe(1);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
  ])('declines %s with “%s”, then a good card still completes the order', async (card, message) => {
    const checkout = await startCheckout(t.app);
    const declined = await payWithTestCard(t.app, checkout.clientSecret, card);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ error: 'Payment Failed', message });
    expect((await viewOrder(t.app, checkout.orderToken)).order).toMatchObject({
      status: 'failed',
      download: null,
    });
    expect(await rows(outbox)).toBe(0);

    expect((await payWithTestCard(t.app, checkout.clientSecret)).statusCode).toBe(200);
    expect((await viewOrder(t.app, checkout.orderToken)).order.status).toBe('completed');
  });

  it('answers an unknown payment session with 404', async () => {
    const response = await payWithTestCard(t.app, 'tpi_nope_secret_nope');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/start checkout again/);
  });

  it('never answers to an integer id or a guessed token', async () => {
    await startCheckout(t.app);
    const [order] = await db().select().from(orders);
    for (const guess of [String(order?.id), '1', 'A'.repeat(43)]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/orders/${guess}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('We could not find this order.');
    }
  });

  it('rate-limits checkout starts per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        payload: { email: `b${i}@example.com`, acceptedTerms: true },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds/);
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(await db().select().from(orders).where(eq(orders.status, 'pending'))).toHaveLength(10);
  });
});
