import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, orderTaxes, taxReversals } from '../db/schema.ts';
import { signedInAdmin } from '../testing/admin-session.ts';
import { adminCall, orderIdOf } from '../testing/admin-requests.ts';
import { FakeStripe } from '../testing/fake-stripe.ts';
import { viewOrder } from '../testing/purchase.ts';
import { createStripeTestApp, sendStripeEvent } from '../testing/stripe-test-app.ts';
import type { TestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { pdfTextLines } from '../testing/pdf-text.ts';

const WEBHOOK_SECRET = 'whsec_tax';
const quietLog = { warn: () => undefined };

describe.each(testDatabaseKinds())('checkout with Stripe Tax (TAX_MODE=stripe) on %s', (kind) => {
  // A Stripe account per database: order ids, and so references, start again on each.
  const fake = new FakeStripe();
  let t: TestApp;
  let cookie: string;
  let events = 0;
  beforeAll(async () => {
    const api = await fake.start();
    t = await createStripeTestApp(kind, {
      api,
      webhookSecret: WEBHOOK_SECRET,
      log: quietLog,
      env: { TAX_MODE: 'stripe', SELLER_COUNTRY: 'DE' },
    });
    cookie = (await signedInAdmin(t.app, t.database.db)).cookie;
  });
  afterAll(async () => {
    await t.app.close();
    await fake.stop();
  });

  const status = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/checkout/status?${query}` });
  let buyers = 0;
  // Each buyer from an address of their own, as real buyers are (checkout is rate-limited).
  const intent = (fields: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      remoteAddress: `203.0.113.${(buyers += 1)}`,
      payload: { email: 'taxed@example.com', acceptedTerms: true, ...fields },
    });
  const taxOf = async (orderId: number) =>
    (await t.database.db.select().from(orderTaxes).where(eq(orderTaxes.orderId, orderId)))[0];
  const reversalsOf = (orderId: number) =>
    t.database.db
      .select()
      .from(taxReversals)
      .where(eq(taxReversals.orderId, orderId))
      .orderBy(asc(taxReversals.id));

  /** Pays the order as Stripe does: the intent succeeds and its signed webhook arrives. */
  async function pay(orderToken: string) {
    const paid = [...fake.intents.values()].at(-1);
    if (!paid) throw new Error('no intent');
    fake.setStatus(paid.id, 'succeeded');
    events += 1;
    const webhook = await sendStripeEvent(t.app, {
      id: `evt_tax_${kind}_${events}`,
      type: 'payment_intent.succeeded',
      object: {
        id: paid.id,
        object: 'payment_intent',
        status: 'succeeded',
        metadata: paid.metadata,
        latest_charge: paid.latest_charge,
      },
      secret: WEBHOOK_SECRET,
    });
    expect(webhook.statusCode).toBe(200);
    return { id: await orderIdOf(t.database.db, orderToken), intentId: paid.id };
  }

  /** Runs the tax reporting until it has the lock (a webhook's nudge may hold it). */
  const reportTax = () =>
    vi.waitFor(async () => expect(await t.app.shop.taxRecords.runDue()).toBe(true), {
      timeout: 15_000,
    });

  it('previews price, tax and total by country, and says tax is on', async () => {
    const plain = await status('');
    expect(plain.json()).toMatchObject({ taxMode: 'stripe', priceCents: 14_900 });
    expect(plain.json().tax).toBeUndefined();

    expect((await status('country=DE')).json().tax).toEqual({
      priceCents: 14_900,
      taxCents: 2_831,
      totalCents: 17_731,
      reverseCharge: false,
      label: 'VAT 19% (DE)',
    });
    expect((await status('country=us&postalCode=94107')).json().tax).toMatchObject({
      taxCents: 1_080,
      totalCents: 15_980,
      label: 'Sales tax 7.25% (US-CA)',
    });
    expect((await status('country=JP')).json().tax).toMatchObject({
      taxCents: 0,
      totalCents: 14_900,
    });
  });

  it('refuses a missing country, a US address without ZIP code and a malformed VAT number (400)', async () => {
    const noCountry = await intent({});
    expect(noCountry.statusCode).toBe(400);
    expect(noCountry.json().fieldErrors.billingCountry[0]).toBe(
      'Please choose your country: the tax depends on it.',
    );
    const noZip = await status('country=US');
    expect(noZip.statusCode).toBe(400);
    expect(noZip.json().fieldErrors.billingPostalCode[0]).toContain('ZIP code');
    const badVat = await intent({ billingCountry: 'FR', vatNumber: 'FR123' });
    expect(badVat.statusCode).toBe(400);
    expect(badVat.json().fieldErrors.vatNumber[0]).toContain('not a valid VAT number');
    const foreignVat = await intent({ billingCountry: 'FR', vatNumber: 'DE123456789' });
    expect(foreignVat.json().fieldErrors.vatNumber[0]).toContain('start with FR');
    const unknown = await intent({ billingCountry: 'ZZ' });
    expect(unknown.json().fieldErrors.billingCountry[0]).toBe(
      'Please choose your country from the list.',
    );
  });

  it('charges price plus tax, asked of Stripe Tax by the server, and keeps how on the order', async () => {
    const response = await intent({ billingCountry: 'DE', amountCents: 17_731 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      amountCents: 17_731,
      taxCents: 2_831,
      reverseCharge: false,
    });
    const paid = [...fake.intents.values()].at(-1);
    expect(paid?.amount).toBe(17_731);
    const id = await orderIdOf(t.database.db, response.json().orderToken);
    const tax = await taxOf(id);
    expect(tax).toMatchObject({ country: 'DE', reverseCharge: false, priceCents: 14_900 });
    const calculation = fake.tax.calculations.get(tax?.calculationId ?? '');
    expect(calculation?.line_items.data[0]?.amount).toBe(14_900);
    expect((await viewOrder(t.app, response.json().orderToken)).order).toMatchObject({
      amountCents: 17_731,
      taxCents: 2_831,
    });
    // A total the page did not get from the server is refused.
    expect((await intent({ billingCountry: 'DE', amountCents: 17_000 })).statusCode).toBe(400);
  });

  it('reverse charges a valid EU VAT number from another EU country than the seller’s', async () => {
    const response = await intent({ billingCountry: 'FR', vatNumber: 'fr 40 303265045' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      amountCents: 14_900,
      taxCents: 0,
      reverseCharge: true,
    });
    const id = await orderIdOf(t.database.db, response.json().orderToken);
    const tax = await taxOf(id);
    expect(tax).toMatchObject({ reverseCharge: true, vatNumber: 'FR40303265045' });
    expect(fake.tax.calculations.get(tax?.calculationId ?? '')?.customer_details).toMatchObject({
      tax_ids: [{ type: 'eu_vat', value: 'FR40303265045' }],
      taxability_override: 'reverse_charge',
    });
    // A business in the seller's own country pays its VAT.
    const home = await status('country=DE&vatNumber=DE123456789');
    expect(home.json().tax).toMatchObject({ taxCents: 2_831, reverseCharge: false });
  });

  it('records the tax transaction once the order is paid, exactly once, and retries a failure', async () => {
    const first = await intent({ billingCountry: 'DE' });
    const { id } = await pay(first.json().orderToken);
    await reportTax();
    const tax = await taxOf(id);
    expect(tax?.transactionId).toMatch(/^tax_/);
    expect(fake.tax.byReference(`order-${id}`)?.taxCents).toBe(2_831);
    await reportTax();
    const count = [...fake.tax.transactions.values()].filter((x) => x.reference === `order-${id}`);
    expect(count).toHaveLength(1);

    fake.tax.failTransactionsWith = 500;
    const second = await intent({ billingCountry: 'FR' });
    const paid = await pay(second.json().orderToken);
    try {
      await reportTax();
    } finally {
      fake.tax.failTransactionsWith = undefined;
    }
    // The order is paid all the same; the report waits for its next attempt.
    expect((await viewOrder(t.app, second.json().orderToken)).order.status).toBe('completed');
    expect(await taxOf(paid.id)).toMatchObject({ transactionId: null, attempts: 1 });
    expect((await taxOf(paid.id))?.lastError).toBeTruthy();
    await t.database.db
      .update(orderTaxes)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(orderTaxes.orderId, paid.id));
    await reportTax();
    expect((await taxOf(paid.id))?.transactionId).toMatch(/^tax_/);
  });

  it('reverses the tax of each refund once: parts in proportion, a whole refund in full', async () => {
    const bought = await intent({ billingCountry: 'DE' });
    const { id } = await pay(bought.json().orderToken);
    const part = await adminCall(t.app, cookie, 'POST', `/api/admin/orders/${id}/refund`, {
      amountCents: 5_000,
    });
    expect(part.statusCode).toBe(200);
    await reportTax();
    await reportTax();
    const rest = await adminCall(t.app, cookie, 'POST', `/api/admin/orders/${id}/refund`);
    expect(rest.json()).toMatchObject({ status: 'refunded', refundedCents: 17_731 });
    await reportTax();
    await reportTax();
    const reversals = await reversalsOf(id);
    expect(reversals.map((r) => [r.mode, r.amountCents, r.taxCents])).toEqual([
      ['partial', 5_000, 798],
      ['partial', 12_731, 2_033],
    ]);
    for (const reversal of reversals) {
      const made = fake.tax.byReference(`order-${id}-refund-${reversal.refundId}`);
      expect(made).toMatchObject({ type: 'reversal', amountCents: -reversal.amountCents });
      expect(reversal.reversalId).toBe(made?.id);
    }

    const whole = await intent({ billingCountry: 'DE' });
    const wholeOrder = await pay(whole.json().orderToken);
    await adminCall(t.app, cookie, 'POST', `/api/admin/orders/${wholeOrder.id}/refund`);
    await reportTax();
    await reportTax();
    const [full] = await reversalsOf(wholeOrder.id);
    expect(full).toMatchObject({ mode: 'full', amountCents: 17_731, taxCents: 2_831 });
    expect(fake.tax.byReference(`order-${wholeOrder.id}-refund-${full?.refundId}`)?.mode).toBe(
      'full',
    );
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, wholeOrder.id));
    expect(row?.taxCents).toBe(2_831);
  });

  const pdfLines = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return pdfTextLines(response.rawPayload);
  };

  it('prints price, tax and total on the invoice, the refund’s share on its credit note', async () => {
    const bought = await intent({ billingCountry: 'DE', email: 'invoice-tax@example.com' });
    const token = bought.json().orderToken as string;
    const { id } = await pay(token);
    const invoice = await pdfLines(`/api/orders/${token}/invoice.pdf`);
    expect(invoice).toEqual(
      expect.arrayContaining(['$149.00', 'VAT 19% (DE)', '$28.31', 'Total', '$177.31']),
    );
    expect(invoice).not.toContain('No tax was charged.');
    await adminCall(t.app, cookie, 'POST', `/api/admin/orders/${id}/refund`, {
      amountCents: 5_000,
    });
    const note = await pdfLines(`/api/orders/${token}/credit-note.pdf`);
    expect(note).toEqual(expect.arrayContaining(['$42.02', 'VAT 19% (DE)', '$7.98', '$50.00']));
    // The orders CSV carries the tax in cents; revenue leaves the tax out.
    const csv = await adminCall(
      t.app,
      cookie,
      'GET',
      '/api/admin/orders/export.csv?q=invoice-tax@',
    );
    const [header, row] = csv.body.trimEnd().split('\r\n');
    expect(header?.split(',').at(-1)).toBe('tax_cents');
    expect(row?.split(',').at(-1)).toBe('2831');
    expect((await viewOrder(t.app, token)).order.taxCents).toBe(2_831);
  });

  it('says reverse charge and names the buyer’s VAT number on a reverse-charged invoice', async () => {
    const bought = await intent({ billingCountry: 'NL', vatNumber: 'NL123456789B01' });
    const token = bought.json().orderToken as string;
    await pay(token);
    const invoice = await pdfLines(`/api/orders/${token}/invoice.pdf`);
    expect(invoice).toEqual(
      expect.arrayContaining([
        'VAT number: NL123456789B01',
        'VAT (reverse charge)',
        '$0.00',
        'Reverse charge: VAT to be accounted for by the recipient',
      ]),
    );
  });

  it('counts revenue without tax', async () => {
    const before = (await adminCall(t.app, cookie, 'GET', '/api/admin/overview')).json();
    const bought = await intent({ billingCountry: 'DE' });
    const { id } = await pay(bought.json().orderToken);
    const after = (await adminCall(t.app, cookie, 'GET', '/api/admin/overview')).json();
    expect(after.revenueCents - before.revenueCents).toBe(14_900);
    await adminCall(t.app, cookie, 'POST', `/api/admin/orders/${id}/refund`, {
      amountCents: 5_000,
    });
    const refunded = (await adminCall(t.app, cookie, 'GET', '/api/admin/overview')).json();
    // $50.00 went back, $7.98 of it tax: revenue falls by $42.02.
    expect(refunded.revenueCents - before.revenueCents).toBe(14_900 - 4_202);
  });
});
