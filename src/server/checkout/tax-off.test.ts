import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.ts';
import { testDatabaseKinds } from '../testing/test-database.ts';
import { payWithTestCard, viewOrder } from '../testing/purchase.ts';
import { pdfTextLines } from '../testing/pdf-text.ts';

describe.each(testDatabaseKinds())('tax off (the default) on %s', (kind) => {
  const t = useTestApp(kind);

  it('keeps prices final: a country, postal code or VAT number changes nothing', async () => {
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/checkout/status?country=DE&vatNumber=nonsense',
    });
    expect(status.json()).toMatchObject({ taxMode: 'off', priceCents: 14_900 });
    expect(status.json().tax).toBeUndefined();

    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: {
        email: 'untaxed@example.com',
        acceptedTerms: true,
        amountCents: 14_900,
        billingCountry: 'DE',
        billingPostalCode: '10115',
      },
    });
    expect(intent.statusCode).toBe(200);
    expect(intent.json()).toMatchObject({ amountCents: 14_900, taxCents: 0, reverseCharge: false });
    const { orderToken, clientSecret } = intent.json();
    expect((await payWithTestCard(t.app, clientSecret)).statusCode).toBe(200);
    expect((await viewOrder(t.app, orderToken)).order).toMatchObject({
      amountCents: 14_900,
      taxCents: 0,
    });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/orders/${orderToken}/invoice.pdf` });
    const lines = await pdfTextLines(pdf.rawPayload);
    expect(lines).toContain('No tax was charged.');
    expect(lines.some((line) => line.includes('VAT'))).toBe(false);
  });
});
