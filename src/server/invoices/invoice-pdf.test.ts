import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfTextLines } from '../testing/pdf-text.ts';
import { buyerLines, type InvoiceDocument, invoicePdf, NO_TAX_LINE } from './invoice-pdf.ts';

const invoice: InvoiceDocument = {
  kind: 'invoice',
  number: 'INV-000123',
  issuedAt: new Date('2026-11-22T20:08:00Z'),
  seller: {
    name: 'Cryptomaton Ltd',
    address: 'Auckland, New Zealand',
    taxNumber: 'GST 123-456-789',
  },
  buyer: { email: 'ada@example.com' },
  orderReference: 'CM-0123456789',
  item: { name: 'Cryptomaton trading bot (Algorithm Zip)', unitPriceCents: 14_900 },
  totalCents: 14_900,
  currency: 'usd',
};

describe('the invoice PDF', () => {
  it('states seller, buyer, item, total and that no tax was charged', async () => {
    const lines = await pdfTextLines(await invoicePdf(invoice));
    expect(lines).toEqual(
      expect.arrayContaining([
        'Cryptomaton Ltd',
        'Auckland, New Zealand',
        'Tax number: GST 123-456-789',
        'Invoice INV-000123',
        'Date: November 22, 2026',
        'Order: CM-0123456789',
        'Bill to',
        'ada@example.com',
        'Cryptomaton trading bot (Algorithm Zip)',
        '$149.00',
        'Total',
        'Currency: USD',
        NO_TAX_LINE,
      ]),
    );
    expect(lines.some((line) => line.startsWith('Discount'))).toBe(false);
    expect(lines.some((line) => line.startsWith('Tax number') && !line.includes('GST'))).toBe(
      false,
    );
  });

  it('leaves out a tax number that is not set', async () => {
    const lines = await pdfTextLines(
      await invoicePdf({ ...invoice, seller: { name: 'Cryptomaton', address: 'New Zealand' } }),
    );
    expect(lines.some((line) => line.startsWith('Tax number'))).toBe(false);
  });

  it('prints a discount as its own line and the discounted total', async () => {
    const lines = await pdfTextLines(
      await invoicePdf({
        ...invoice,
        item: { ...invoice.item, unitPriceCents: 14_900 },
        discount: { code: 'LAUNCH20', amountCents: 2_980 },
        totalCents: 11_920,
      }),
    );
    expect(lines).toEqual(
      expect.arrayContaining(['Discount (LAUNCH20)', '-$29.80', '$149.00', '$119.20']),
    );
  });

  it('cites the invoice on a credit note and prints the amount given back', async () => {
    const lines = await pdfTextLines(
      await invoicePdf({
        ...invoice,
        kind: 'credit-note',
        number: 'CN-000045',
        issuedAt: new Date('2026-12-01T10:00:00Z'),
        creditsInvoice: { number: 'INV-000123', issuedAt: invoice.issuedAt },
        totalCents: 14_900,
      }),
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        'Credit note CN-000045',
        'Credits invoice INV-000123',
        'Invoice date: November 22, 2026',
        'Credit to',
        'Refund: Cryptomaton trading bot (Algorithm Zip)',
        'Total credited',
        NO_TAX_LINE,
      ]),
    );
  });

  it('is one A4 page with its number as the title, the same bytes every time', async () => {
    const bytes = await invoicePdf(invoice);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Invoice INV-000123');
    expect(Buffer.from(await invoicePdf(invoice))).toEqual(Buffer.from(bytes));
  });

  it('spells what the standard fonts cannot show with the nearest letters', async () => {
    const lines = await pdfTextLines(
      await invoicePdf({ ...invoice, buyer: { email: 'z@example.com', name: 'Zoë Ŝam 李' } }),
    );
    expect(lines).toContain('Zoë Sam ?');
  });
});

describe('the buyer’s lines', () => {
  it('lists what was given, the address line by line, and the email last', () => {
    expect(
      buyerLines({
        email: 'ada@example.com',
        name: 'Ada Lovelace',
        company: null,
        address: '12 St James’s Square\r\nLondon\n',
        vatNumber: 'GB123',
      }),
    ).toEqual([
      'Ada Lovelace',
      '12 St James’s Square',
      'London',
      'VAT number: GB123',
      'ada@example.com',
    ]);
  });
});
