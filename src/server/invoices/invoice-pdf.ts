import type * as PdfLibModule from 'pdf-lib';
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { formatUsd } from '../../shared/money.ts';
import { siteConfig } from '../../shared/site-config.ts';
import { formatUtcDate } from '../../shared/utc-dates.ts';
import { NO_TAX_TEXT, REVERSE_CHARGE_TEXT } from '../../shared/tax.ts';

/**
 * Everything an invoice or a credit note prints, as plain data: the routes fill it from the
 * order, its billing details and the settings, and the builder below only draws it. What
 * another part of the shop adds to an order (a discount) reaches the PDF by being put here.
 */
export interface InvoiceDocument {
  kind: 'invoice' | 'credit-note';
  /** "INV-000123" or "CN-000045". */
  number: string;
  issuedAt: Date;
  /** For a credit note: the invoice it credits. */
  creditsInvoice?: { number: string; issuedAt: Date };
  seller: { name: string; address: string; taxNumber?: string };
  buyer: {
    email: string;
    name?: string | null;
    company?: string | null;
    address?: string | null;
    vatNumber?: string | null;
  };
  orderReference: string;
  item: { name: string; unitPriceCents: number };
  /** Taken off the unit price (a discount code); printed as its own line. */
  discount?: { code?: string | null; amountCents: number };
  /**
   * The tax charged (TAX_MODE=stripe): on an invoice the order's, on a credit note this refund's
   * share of it. Absent when the shop charged no tax: the document then says so.
   */
  tax?: { amountCents: number; label: string | null; reverseCharge: boolean };
  /** What was charged (an invoice) or given back (a credit note), tax included, in cents. */
  totalCents: number;
  currency: string;
}

type PdfLib = typeof PdfLibModule;

/** Loaded with the first document, as the certificate does: most processes never draw one. */
let pdfLib: Promise<PdfLib> | undefined;
const loadPdfLib = () => (pdfLib ??= import('pdf-lib'));

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const RIGHT = A4.width - MARGIN;

export const NO_TAX_LINE = NO_TAX_TEXT;

/** The tax line's words: "VAT 19% (DE)", "VAT (reverse charge)", or plain "Tax". */
export function taxLineLabel(tax: NonNullable<InvoiceDocument['tax']>): string {
  if (tax.reverseCharge) return 'VAT (reverse charge)';
  return tax.label ?? 'Tax';
}

/** The sentence under the totals: no tax, the reverse charge, or nothing (tax is on its line). */
export function taxNotice(data: Pick<InvoiceDocument, 'tax'>): string | undefined {
  if (!data.tax) return NO_TAX_LINE;
  if (data.tax.reverseCharge) return REVERSE_CHARGE_TEXT;
  return data.tax.amountCents === 0 ? NO_TAX_LINE : undefined;
}

/** "Invoice INV-000123" / "Credit note CN-000045": the title, file and export name alike. */
export const documentTitle = (doc: Pick<InvoiceDocument, 'kind' | 'number'>) =>
  `${doc.kind === 'invoice' ? 'Invoice' : 'Credit note'} ${doc.number}`;

/** The lines that say who the buyer is, in the order printed; fields not given are left out. */
export function buyerLines(buyer: InvoiceDocument['buyer']): string[] {
  return [
    buyer.name,
    buyer.company,
    ...(buyer.address ?? '').split(/\r?\n/),
    buyer.vatNumber ? `VAT number: ${buyer.vatNumber}` : undefined,
    buyer.email,
  ]
    .map((line) => line?.trim())
    .filter((line): line is string => Boolean(line));
}

/** The seller's lines: name, address (one line, as configured) and tax number when set. */
export function sellerLines(seller: InvoiceDocument['seller']): string[] {
  return [
    seller.name,
    seller.address,
    ...(seller.taxNumber ? [`Tax number: ${seller.taxNumber}`] : []),
  ];
}

/** The document as one A4 page. Its dates are the document's, so the same data gives the same bytes. */
export async function invoicePdf(data: InvoiceDocument): Promise<Uint8Array> {
  const pdf = await loadPdfLib();
  const { PDFDocument, StandardFonts, rgb } = pdf;
  const ink = rgb(15 / 255, 23 / 255, 42 / 255);
  const muted = rgb(71 / 255, 85 / 255, 105 / 255);
  const brand = rgb(4 / 255, 120 / 255, 87 / 255);
  const doc = await PDFDocument.create({ updateMetadata: false });
  const title = documentTitle(data);
  doc.setTitle(title);
  doc.setAuthor(data.seller.name);
  doc.setCreator(siteConfig.brand);
  doc.setProducer(siteConfig.brand);
  doc.setCreationDate(data.issuedAt);
  doc.setModificationDate(data.issuedAt);
  doc.setLanguage('en');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([A4.width, A4.height]);
  const write = writer(page);

  // Seller on the left, the document's number and dates on the right.
  let y = A4.height - MARGIN - 10;
  sellerLines(data.seller).forEach((line, index) => {
    write(line, { font: index === 0 ? bold : regular, size: index === 0 ? 14 : 10, y, color: ink });
    y -= index === 0 ? 18 : 14;
  });
  let right = A4.height - MARGIN - 10;
  write(title, { font: bold, size: 18, y: right, color: brand, alignRight: true });
  right -= 22;
  const facts = [
    `Date: ${formatUtcDate(data.issuedAt)}`,
    ...(data.creditsInvoice
      ? [
          `Credits invoice ${data.creditsInvoice.number}`,
          `Invoice date: ${formatUtcDate(data.creditsInvoice.issuedAt)}`,
        ]
      : []),
    `Order: ${data.orderReference}`,
  ];
  for (const line of facts) {
    write(line, { font: regular, size: 10, y: right, color: muted, alignRight: true });
    right -= 14;
  }

  y = Math.min(y, right) - 24;
  write(data.kind === 'invoice' ? 'Bill to' : 'Credit to', {
    font: bold,
    size: 10,
    y,
    color: muted,
  });
  y -= 16;
  for (const line of buyerLines(data.buyer)) {
    write(line, { font: regular, size: 11, y, color: ink });
    y -= 15;
  }

  // The item, the discount and the total, as a table.
  y -= 24;
  const columns = { quantity: 340, unitPrice: 430 };
  write('Description', { font: bold, size: 10, y, color: muted });
  write('Qty', { font: bold, size: 10, y, color: muted, x: columns.quantity });
  write('Unit price', { font: bold, size: 10, y, color: muted, x: columns.unitPrice });
  write('Amount', { font: bold, size: 10, y, color: muted, alignRight: true });
  y -= 8;
  rule(page, y, muted);
  y -= 18;
  const credit = data.kind === 'credit-note';
  const lineAmount = credit
    ? data.totalCents - (data.tax?.amountCents ?? 0)
    : data.item.unitPriceCents;
  write(credit ? `Refund: ${data.item.name}` : data.item.name, {
    font: regular,
    size: 11,
    y,
    color: ink,
    maxWidth: columns.quantity - MARGIN - 12,
  });
  write('1', { font: regular, size: 11, y, color: ink, x: columns.quantity });
  write(formatUsd(lineAmount), { font: regular, size: 11, y, color: ink, x: columns.unitPrice });
  write(formatUsd(lineAmount), { font: regular, size: 11, y, color: ink, alignRight: true });
  if (data.discount && !credit) {
    y -= 18;
    const label = data.discount.code ? `Discount (${data.discount.code})` : 'Discount';
    write(label, { font: regular, size: 11, y, color: ink });
    write(`-${formatUsd(data.discount.amountCents)}`, {
      font: regular,
      size: 11,
      y,
      color: ink,
      alignRight: true,
    });
  }
  if (data.tax) {
    y -= 18;
    write(taxLineLabel(data.tax), { font: regular, size: 11, y, color: ink });
    write(formatUsd(data.tax.amountCents), {
      font: regular,
      size: 11,
      y,
      color: ink,
      alignRight: true,
    });
  }
  y -= 12;
  rule(page, y, muted);
  y -= 20;
  write(credit ? 'Total credited' : 'Total', { font: bold, size: 12, y, color: ink, x: 340 });
  write(`${formatUsd(data.totalCents)}`, { font: bold, size: 12, y, color: ink, alignRight: true });
  y -= 16;
  write(`Currency: ${data.currency.toUpperCase()}`, {
    font: regular,
    size: 9,
    y,
    color: muted,
    x: 340,
  });

  y -= 40;
  const notice = taxNotice(data);
  if (notice) {
    write(notice, { font: bold, size: 11, y, color: ink });
    y -= 16;
  }
  write(
    credit
      ? `This credit note cancels ${formatUsd(data.totalCents)} of the invoice it cites; the money went back to the card paid with.`
      : 'Paid in full by card at the time of purchase.',
    { font: regular, size: 9.5, y, color: muted },
  );
  write(`${data.seller.name}  ·  ${siteConfig.links.supportEmail}`, {
    font: regular,
    size: 8.5,
    y: MARGIN - 10,
    color: muted,
  });
  return doc.save();
}

function rule(page: PDFPage, y: number, color: RGB) {
  page.drawLine({ start: { x: MARGIN, y }, end: { x: RIGHT, y }, thickness: 0.5, color });
}

interface TextStyle {
  font: PDFFont;
  size: number;
  y: number;
  color: RGB;
  /** Left edge; the page margin without one. */
  x?: number;
  alignRight?: boolean;
  maxWidth?: number;
}

/**
 * Draws one line that fits: characters the standard fonts lack are spelled with the nearest
 * letters they have (as the certificate does), and a long line is set smaller.
 */
function writer(page: PDFPage) {
  return (raw: string, style: TextStyle) => {
    const text = printable(raw, style.font);
    const left = style.x ?? MARGIN;
    const maxWidth = style.maxWidth ?? RIGHT - (style.alignRight ? MARGIN : left);
    let size = style.size;
    while (size > 6 && style.font.widthOfTextAtSize(text, size) > maxWidth) size -= 0.5;
    const width = style.font.widthOfTextAtSize(text, size);
    const x = style.alignRight ? RIGHT - width : left;
    page.drawText(text, { x, y: style.y, size, font: style.font, color: style.color });
  };
}

function printable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return [...text]
    .map((char) => {
      if (known.has(char.codePointAt(0) ?? 0)) return char;
      const plain = char.normalize('NFKD').replace(/\p{M}/gu, '');
      return [...plain].every((part) => known.has(part.codePointAt(0) ?? 0)) && plain ? plain : '?';
    })
    .join('');
}
