import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, orderIdOf } from '../testing/admin-requests.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { fetchPdf, SELLER_ENV } from '../testing/invoices.ts';
import { buyWithTestCard } from '../testing/purchase.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { zipEntryList } from '../testing/zip-entries.ts';

describe.each(testDatabaseKinds())('the owner’s invoice exports on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let paid: { orderToken: string };
  // INV-000001 carries billing details; a second order, refunded in full, has CN-000001.
  beforeAll(async () => {
    t = await createTestApp(kind, { env: SELLER_ENV });
    cookie = (await signedInAdmin(t.app, t.database.db)).cookie;
    paid = await buyWithTestCard(t.app, 'ada@example.com');
    const billing = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${paid.orderToken}/billing`,
      payload: { name: 'Ada Lovelace', company: 'Analytical Engines Ltd' },
    });
    expect(billing.statusCode, billing.body).toBe(200);
    const refunded = await buyWithTestCard(t.app, 'refund@example.com');
    const id = await orderIdOf(t.database.db, refunded.orderToken);
    const refund = await adminCall(t.app, cookie, 'POST', `/api/admin/orders/${id}/refund`);
    expect(refund.statusCode, refund.body).toBe(200);
  });
  afterAll(async () => {
    await t.app.close();
  });

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
    const { response, lines } = await fetchPdf(t.app, `/api/admin/orders/${id}/invoice.pdf`, {
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
