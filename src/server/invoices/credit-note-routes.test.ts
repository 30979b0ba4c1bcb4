import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, orderIdOf } from '../testing/admin-requests.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { documentNumberPart, fetchPdf, SELLER_ENV } from '../testing/invoices.ts';
import { buyWithTestCard, viewOrder } from '../testing/purchase.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';

describe.each(testDatabaseKinds())('credit notes on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: SELLER_ENV });
    cookie = (await signedInAdmin(t.app, t.database.db)).cookie;
  });
  afterAll(async () => {
    await t.app.close();
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
    const { response, lines } = await fetchPdf(t.app, url);
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
    const byNumber = await fetchPdf(t.app, `${url}?n=CN-000001`);
    expect(byNumber.lines).toContain('Credit note CN-000001');
    expect((await t.app.inject({ method: 'GET', url: `${url}?n=CN-000009` })).statusCode).toBe(404);
    // The invoice stays: a credit note cancels it, it does not replace it.
    const invoice = await fetchPdf(t.app, `/api/orders/${bought.orderToken}/invoice.pdf`);
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
    const numbers = ended.creditNotes.map((note) => documentNumberPart(note.number));
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
});
