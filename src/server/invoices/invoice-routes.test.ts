import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePaymentIntentResponse } from '../../shared/checkout.ts';
import type { OrderView } from '../../shared/order-view.ts';
import { outbox } from '../db/schema.ts';
import { findOrderByToken } from '../orders/order-repository.ts';
import { payOrder } from '../orders/lifecycle/payment-outcomes.ts';
import { orderIdOf } from '../testing/admin-requests.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { insertArtCollection } from '../testing/art-fixtures.ts';
import { documentNumberPart, fetchPdf, SELLER_ENV } from '../testing/invoices.ts';
import { buyWithTestCard, payWithTestCard, startCheckout, viewOrder } from '../testing/purchase.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

/** A checkout from its own address: the intent and the card form are rate-limited per client. */
async function checkoutFrom(app: FastifyInstance, email: string, remoteAddress: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    remoteAddress,
    payload: { email, amountCents: 14_900, acceptedTerms: true },
  });
  if (response.statusCode !== 200) throw new Error(`checkout failed: ${response.body}`);
  return response.json<CreatePaymentIntentResponse>();
}

const payFrom = (app: FastifyInstance, clientSecret: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/test-payments/confirm',
    remoteAddress,
    payload: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
  });

const invoiceNumberOf = async (app: FastifyInstance, token: string) =>
  (await viewOrder(app, token)).order.invoiceNumber;

describe.each(testDatabaseKinds())('invoices on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let paid: { orderToken: string; view: OrderView };
  beforeAll(async () => {
    t = await createTestApp(kind, { env: SELLER_ENV });
    cookie = (await signedInAdmin(t.app, t.database.db)).cookie;
    paid = await buyWithTestCard(t.app, 'ada@example.com');
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('numbers a paid order’s invoice and shows it on the order view; a pending order has none', async () => {
    expect(paid.view.order.invoiceNumber).toBe('INV-000001');
    const pending = await startCheckout(t.app, 'later@example.com');
    expect(await invoiceNumberOf(t.app, pending.orderToken)).toBeNull();
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${pending.orderToken}/invoice.pdf`,
    });
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json().message).toMatch(/invoice is issued when the payment completes/);
  });

  it('serves the invoice PDF: seller, buyer, item, total and the no-tax line', async () => {
    const { response, lines } = await fetchPdf(t.app, `/api/orders/${paid.orderToken}/invoice.pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Cryptomaton-invoice-INV-000001.pdf"',
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Invoice INV-000001',
        SELLER_ENV.SELLER_NAME,
        SELLER_ENV.SELLER_ADDRESS,
        `Tax number: ${SELLER_ENV.SELLER_TAX_NUMBER}`,
        'ada@example.com',
        'Cryptomaton trading bot (Algorithm Zip)',
        '$149.00',
        'Total',
        'No tax was charged.',
      ]),
    );
    expect(lines.join('\n')).not.toMatch(/Discount/);
  });

  it('answers 404 for an unknown order, and a bad token alike', async () => {
    for (const token of ['A'.repeat(43), 'nope']) {
      for (const file of ['invoice.pdf', 'credit-note.pdf']) {
        const response = await t.app.inject({ method: 'GET', url: `/api/orders/${token}/${file}` });
        expect(response.statusCode).toBe(404);
      }
      const billing = await t.app.inject({
        method: 'POST',
        url: `/api/orders/${token}/billing`,
        payload: { name: 'Ada' },
      });
      expect(billing.statusCode).toBe(404);
    }
  });

  it('takes billing details and prints them on the invoice at download time', async () => {
    const url = `/api/orders/${paid.orderToken}/billing`;
    const refused = await t.app.inject({
      method: 'POST',
      url,
      payload: { vatNumber: 'x'.repeat(41) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors.vatNumber[0]).toMatch(/at most 40 characters/);

    const saved = await t.app.inject({
      method: 'POST',
      url,
      payload: {
        name: 'Ada Lovelace',
        company: 'Analytical Engines Ltd',
        address: '12 St James’s Square\nLondon SW1Y 4JH\nUnited Kingdom',
        vatNumber: 'GB123456789',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().billing).toMatchObject({ name: 'Ada Lovelace', vatNumber: 'GB123456789' });
    expect((await viewOrder(t.app, paid.orderToken)).order.billing).toMatchObject({
      company: 'Analytical Engines Ltd',
    });

    const { lines } = await fetchPdf(t.app, `/api/orders/${paid.orderToken}/invoice.pdf`);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Ada Lovelace',
        'Analytical Engines Ltd',
        '12 St James’s Square',
        'London SW1Y 4JH',
        'United Kingdom',
        'VAT number: GB123456789',
        'ada@example.com',
      ]),
    );
  });

  it('numbers invoices without gap or repeat when orders complete at the same time', async () => {
    const before = documentNumberPart(await invoiceNumberOf(t.app, paid.orderToken));
    const checkouts = [];
    for (let i = 0; i < 8; i += 1) {
      checkouts.push(await checkoutFrom(t.app, `parallel${i}@example.com`, `198.51.100.${i + 1}`));
    }
    const payments = await Promise.all(
      checkouts.map((c, i) => payFrom(t.app, c.clientSecret, `198.51.100.${i + 1}`)),
    );
    expect(payments.map((p) => p.statusCode)).toEqual(checkouts.map(() => 200));
    const numbers = await Promise.all(
      checkouts.map(async (c) => documentNumberPart(await invoiceNumberOf(t.app, c.orderToken))),
    );
    expect(numbers.sort((a, b) => a - b)).toEqual(checkouts.map((_, i) => before + 1 + i));
  });

  it('leaves no gap when the transaction completing an order rolls back', async () => {
    const last = await t.app.inject({
      method: 'GET',
      url: '/api/admin/invoices.csv?from=2000-01-01&to=2999-12-31',
      headers: { cookie },
    });
    const highest = Math.max(
      ...[...last.body.matchAll(/INV-(\d{6})/g)].map((match) => Number(match[1])),
    );
    const checkout = await checkoutFrom(t.app, 'rollback@example.com', '198.51.100.50');
    const order = await findOrderByToken(t.database.db, checkout.orderToken);
    if (!order) throw new Error('no order');
    const failingItem = {
      deliver: () => Promise.reject(new Error('delivery broke')),
      tellSoldOut: () => Promise.resolve(),
      release: () => Promise.resolve(),
      mailLink: () => Promise.resolve(0),
    };
    await expect(
      t.database.db.transaction((tx) =>
        payOrder(
          tx,
          order.id,
          {},
          { kind: 'shop', part: 'test' },
          {
            publicUrl: 'http://shop.test',
            seller: { name: 'x', address: 'y' },
            items: { bot: failingItem, art: failingItem },
          },
        ),
      ),
    ).rejects.toThrow('delivery broke');
    expect(await invoiceNumberOf(t.app, checkout.orderToken)).toBeNull();

    expect((await payFrom(t.app, checkout.clientSecret, '198.51.100.50')).statusCode).toBe(200);
    expect(documentNumberPart(await invoiceNumberOf(t.app, checkout.orderToken))).toBe(highest + 1);
  });

  it('names the invoice in the receipt, with a link that serves it', async () => {
    const bought = await buyWithTestCard(t.app, 'receipt@example.com');
    const id = await orderIdOf(t.database.db, bought.orderToken);
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.orderId, id));
    const number = bought.view.order.invoiceNumber ?? '';
    expect(mail?.textBody).toContain(`Invoice: ${number}`);
    const link = /http:\/\/shop\.test(\/api\/downloads\/[\w-]+\/invoice\.pdf)/.exec(
      mail?.textBody ?? '',
    );
    expect(link, mail?.textBody).not.toBeNull();
    const { response, lines } = await fetchPdf(t.app, link?.[1] ?? '');
    expect(response.statusCode).toBe(200);
    expect(lines).toContain(`Invoice ${number}`);
  });

  it('gives an art order an invoice too', async () => {
    const piece = await insertArtCollection(t.database.db, {
      name: 'Cosmic Drift',
      totalSupply: 5,
      remainingSupply: 5,
    });
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      remoteAddress: '203.0.113.77',
      payload: { email: 'collector@example.com', artCollectionId: piece.id, acceptedTerms: true },
    });
    expect(started.statusCode, started.body).toBe(200);
    const checkout = started.json<CreatePaymentIntentResponse>();
    expect((await payWithTestCard(t.app, checkout.clientSecret)).statusCode).toBe(200);
    const number = await invoiceNumberOf(t.app, checkout.orderToken);
    expect(number).toMatch(/^INV-\d{6}$/);
    const { lines } = await fetchPdf(t.app, `/api/orders/${checkout.orderToken}/invoice.pdf`);
    expect(lines).toEqual(expect.arrayContaining([`Invoice ${number}`, 'Cosmic Drift']));
  });
});
