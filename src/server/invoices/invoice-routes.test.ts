import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePaymentIntentResponse } from '../../shared/checkout.ts';
import type { OrderView } from '../../shared/order-view.ts';
import { outbox } from '../db/schema.ts';
import { findOrderByToken } from '../orders/order-repository.ts';
import { payOrder } from '../orders/lifecycle/payment-outcomes.ts';
import { adminCall, orderIdOf } from '../testing/admin-requests.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { insertArtCollection } from '../testing/art-fixtures.ts';
import { pdfTextLines } from '../testing/pdf-text.ts';
import { buyWithTestCard, payWithTestCard, startCheckout, viewOrder } from '../testing/purchase.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { zipEntryList } from '../testing/zip-entries.ts';

const SELLER = {
  SELLER_NAME: 'Cryptomaton Ltd',
  SELLER_ADDRESS: '1 Queen Street, Auckland 1010, New Zealand',
  SELLER_TAX_NUMBER: 'NZBN 9429041234567',
};

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

const numberPart = (documentNumber: string | null | undefined) =>
  Number(/^(?:INV|CN)-(\d{6})$/.exec(documentNumber ?? '')?.[1] ?? NaN);

async function pdfOf(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers });
  return {
    response,
    lines: response.statusCode === 200 ? await pdfTextLines(response.rawPayload) : [],
  };
}

describe.each(testDatabaseKinds())('invoices and credit notes on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let paid: { orderToken: string; view: OrderView };
  beforeAll(async () => {
    t = await createTestApp(kind, { env: SELLER });
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
    const { response, lines } = await pdfOf(t.app, `/api/orders/${paid.orderToken}/invoice.pdf`);
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
        SELLER.SELLER_NAME,
        SELLER.SELLER_ADDRESS,
        `Tax number: ${SELLER.SELLER_TAX_NUMBER}`,
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

    const { lines } = await pdfOf(t.app, `/api/orders/${paid.orderToken}/invoice.pdf`);
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
    const before = numberPart(await invoiceNumberOf(t.app, paid.orderToken));
    const checkouts = [];
    for (let i = 0; i < 8; i += 1) {
      checkouts.push(await checkoutFrom(t.app, `parallel${i}@example.com`, `198.51.100.${i + 1}`));
    }
    const payments = await Promise.all(
      checkouts.map((c, i) => payFrom(t.app, c.clientSecret, `198.51.100.${i + 1}`)),
    );
    expect(payments.map((p) => p.statusCode)).toEqual(checkouts.map(() => 200));
    const numbers = await Promise.all(
      checkouts.map(async (c) => numberPart(await invoiceNumberOf(t.app, c.orderToken))),
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
    expect(numberPart(await invoiceNumberOf(t.app, checkout.orderToken))).toBe(highest + 1);
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
    const { response, lines } = await pdfOf(t.app, link?.[1] ?? '');
    expect(response.statusCode).toBe(200);
    expect(lines).toContain(`Invoice ${number}`);
  });

  it('issues a credit note that cites the invoice when the order is refunded', async () => {
    const bought = await buyWithTestCard(t.app, 'refund@example.com');
    const invoiceNumber = bought.view.order.invoiceNumber ?? '';
    const url = `/api/orders/${bought.orderToken}/credit-note.pdf`;
    const none = await t.app.inject({ method: 'GET', url });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toMatch(/no credit note/);

    const id = await orderIdOf(t.database.db, bought.orderToken);
    const refund = await adminCall(t.app, cookie, 'POST', `/api/admin/orders/${id}/refund`);
    expect(refund.statusCode, refund.body).toBe(200);

    const { order } = await viewOrder(t.app, bought.orderToken);
    expect(order.invoiceNumber).toBe(invoiceNumber);
    const timeline = (await adminCall(t.app, cookie, 'GET', `/api/admin/orders/${id}`)).json()
      .timeline as { type: string; summary: string }[];
    expect(timeline.filter((entry) => entry.type === 'invoice').map((e) => e.summary)).toEqual([
      `Invoice ${invoiceNumber} issued`,
      `Credit note CN-000001 issued for $149.00, citing ${invoiceNumber}`,
    ]);
    expect(order.creditNotes).toEqual([
      { number: 'CN-000001', amountCents: 14_900, issuedAt: expect.any(String) },
    ]);
    const { response, lines } = await pdfOf(t.app, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="Cryptomaton-credit-note-CN-000001.pdf"',
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        'Credit note CN-000001',
        `Credits invoice ${invoiceNumber}`,
        'refund@example.com',
        '$149.00',
        'No tax was charged.',
      ]),
    );
    const byNumber = await pdfOf(t.app, `${url}?n=CN-000001`);
    expect(byNumber.lines).toContain('Credit note CN-000001');
    expect((await t.app.inject({ method: 'GET', url: `${url}?n=CN-000009` })).statusCode).toBe(404);
    // The invoice stays: a credit note cancels it, it does not replace it.
    const invoice = await pdfOf(t.app, `/api/orders/${bought.orderToken}/invoice.pdf`);
    expect(invoice.lines).toContain(`Invoice ${invoiceNumber}`);
  });

  it('gives each partial refund its own credit note, which add up to what went back', async () => {
    const bought = await buyWithTestCard(t.app, 'parts@example.com');
    const id = await orderIdOf(t.database.db, bought.orderToken);
    const refund = (amountCents?: number) =>
      adminCall(t.app, cookie, 'POST', `/api/admin/orders/${id}/refund`, {
        ...(amountCents === undefined ? {} : { amountCents }),
        reason: 'goodwill',
      });
    expect((await refund(5_000)).statusCode).toBe(200);
    const afterPart = (await viewOrder(t.app, bought.orderToken)).order;
    expect(afterPart.status).toBe('completed');
    expect(afterPart.creditNotes.map((note) => note.amountCents)).toEqual([5_000]);

    expect((await refund()).statusCode).toBe(200);
    const ended = (await viewOrder(t.app, bought.orderToken)).order;
    expect(ended.status).toBe('refunded');
    expect(ended.creditNotes.map((note) => note.amountCents)).toEqual([5_000, 9_900]);
    const numbers = ended.creditNotes.map((note) => numberPart(note.number));
    expect(numbers[1]).toBe((numbers[0] ?? 0) + 1);
  });

  it('cancels the invoice of a dispute the shop lost with one credit note for the whole amount', async () => {
    const bought = await buyWithTestCard(t.app, 'chargeback@example.com');
    const dispute = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload: { orderToken: bought.orderToken, ...payload } });
    expect((await dispute('/api/test-payments/dispute', { reason: 'fraudulent' })).statusCode).toBe(
      200,
    );
    expect((await viewOrder(t.app, bought.orderToken)).order.creditNotes).toEqual([]);
    const closed = await dispute('/api/test-payments/dispute/close', { outcome: 'lost' });
    expect(closed.statusCode, closed.body).toBe(200);
    const { order } = await viewOrder(t.app, bought.orderToken);
    expect(order.creditNotes.map((note) => note.amountCents)).toEqual([14_900]);
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
    const { lines } = await pdfOf(t.app, `/api/orders/${checkout.orderToken}/invoice.pdf`);
    expect(lines).toEqual(expect.arrayContaining([`Invoice ${number}`, 'Cosmic Drift']));
  });

  describe('the owner’s exports', () => {
    const period = 'from=2000-01-01&to=2999-12-31';

    it('refuses them without an admin session', async () => {
      for (const url of [
        `/api/admin/invoices.csv?${period}`,
        `/api/admin/invoices.zip?${period}`,
        `/api/admin/orders/1/invoice.pdf`,
      ]) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      }
    });

    it('refuses a period that is not one', async () => {
      const response = await adminCall(
        t.app,
        cookie,
        'GET',
        '/api/admin/invoices.csv?from=2026-02-01&to=2026-01-01',
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.from[0]).toBe('From must be on or before To.');
    });

    it('exports the period’s invoices and credit notes as CSV, formulas neutralised', async () => {
      const formula = await buyWithTestCard(t.app, 'formula@example.com');
      await t.app.inject({
        method: 'POST',
        url: `/api/orders/${formula.orderToken}/billing`,
        payload: { name: '=HYPERLINK("http://evil.test")', company: '+SUM(1)' },
      });
      const response = await adminCall(t.app, cookie, 'GET', `/api/admin/invoices.csv?${period}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="invoices-2000-01-01-to-2999-12-31.csv"',
      );
      const rows = response.body.trim().split('\r\n');
      expect(rows[0]).toBe(
        'document,number,issued_at,invoice_number,order_reference,email,name,company,address,vat_number,item,amount,currency,tax_cents',
      );
      expect(rows.find((row) => row.startsWith('invoice,INV-000001,'))).toContain(
        'Analytical Engines Ltd',
      );
      expect(rows.find((row) => row.startsWith('credit-note,CN-000001,'))).toMatch(
        /,INV-\d{6},.*,149\.00,USD,0$/,
      );
      const formulaRow = rows.find((row) => row.includes('formula@example.com')) ?? '';
      expect(formulaRow).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
      expect(formulaRow).toContain("'+SUM(1)");

      const empty = await adminCall(
        t.app,
        cookie,
        'GET',
        '/api/admin/invoices.csv?from=2001-01-01&to=2001-12-31',
      );
      expect(empty.body.trim().split('\r\n')).toHaveLength(1);
    });

    it('exports the period’s PDFs as a zip', async () => {
      const response = await adminCall(t.app, cookie, 'GET', `/api/admin/invoices.zip?${period}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/zip');
      const entries = await zipEntryList(response.rawPayload);
      const names = entries.map((entry) => entry.name);
      expect(names).toContain('invoices/INV-000001.pdf');
      expect(names).toContain('credit-notes/CN-000001.pdf');
      expect(entries.every((entry) => entry.text.startsWith('%PDF-'))).toBe(true);
    });

    it('serves one order’s invoice and credit note to the admin', async () => {
      const id = await orderIdOf(t.database.db, paid.orderToken);
      const { response, lines } = await pdfOf(t.app, `/api/admin/orders/${id}/invoice.pdf`, {
        cookie,
      });
      expect(response.statusCode).toBe(200);
      expect(lines).toContain('Invoice INV-000001');
      const detail = await adminCall(t.app, cookie, 'GET', `/api/admin/orders/${id}`);
      expect(detail.json().invoice).toEqual({ invoiceNumber: 'INV-000001', creditNotes: [] });
      const noCredit = await adminCall(
        t.app,
        cookie,
        'GET',
        `/api/admin/orders/${id}/credit-note.pdf`,
      );
      expect(noCredit.statusCode).toBe(404);
    });
  });
});
