import { and, asc, gte, inArray, lt } from 'drizzle-orm';
import type { InvoicePeriod } from '../../shared/invoices.ts';
import { centsToDecimal } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import { creditNotes, invoices, orders } from '../db/schema.ts';
import { creditNoteDocument, invoiceDocument, type InvoiceSeller } from './invoice-documents.ts';
import type { InvoiceDocument } from './invoice-pdf.ts';

/** One export is one download, capped so a huge period cannot exhaust the server. */
const EXPORT_MAX_DOCUMENTS = 10_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The period's bounds: from the first day's start to the day after the last (UTC). */
export function periodBounds(period: InvoicePeriod): { start: Date; end: Date } {
  const start = new Date(`${period.from}T00:00:00Z`);
  const end = new Date(new Date(`${period.to}T00:00:00Z`).getTime() + DAY_MS);
  return { start, end };
}

/** Every invoice and credit note issued in the period, by date (invoices first on a tie). */
export async function documentsInPeriod(
  db: Db,
  period: InvoicePeriod,
  seller: InvoiceSeller,
): Promise<InvoiceDocument[]> {
  const { start, end } = periodBounds(period);
  const issued = await db
    .select()
    .from(invoices)
    .where(and(gte(invoices.issuedAt, start), lt(invoices.issuedAt, end)))
    .orderBy(asc(invoices.number))
    .limit(EXPORT_MAX_DOCUMENTS);
  const notes = await db
    .select()
    .from(creditNotes)
    .where(and(gte(creditNotes.issuedAt, start), lt(creditNotes.issuedAt, end)))
    .orderBy(asc(creditNotes.number))
    .limit(EXPORT_MAX_DOCUMENTS);
  const orderIds = [...new Set([...issued, ...notes].map((row) => row.orderId))];
  const orderRows =
    orderIds.length === 0 ? [] : await db.select().from(orders).where(inArray(orders.id, orderIds));
  const orderById = new Map(orderRows.map((order) => [order.id, order]));
  // A credit note may cite an invoice of an earlier period.
  const citedNumbers = [...new Set(notes.map((note) => note.invoiceNumber))];
  const cited =
    citedNumbers.length === 0
      ? []
      : await db.select().from(invoices).where(inArray(invoices.number, citedNumbers));
  const invoiceByNumber = new Map(cited.map((invoice) => [invoice.number, invoice]));

  const documents: InvoiceDocument[] = [];
  for (const invoice of issued) {
    const order = orderById.get(invoice.orderId);
    if (order) documents.push(await invoiceDocument(db, order, invoice, seller));
  }
  for (const note of notes) {
    const order = orderById.get(note.orderId);
    const invoice = invoiceByNumber.get(note.invoiceNumber);
    if (order && invoice) {
      documents.push(await creditNoteDocument(db, order, note, invoice, seller));
    }
  }
  return documents.sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime());
}

export const invoiceCsvColumns = [
  'document',
  'number',
  'issued_at',
  'invoice_number',
  'order_reference',
  'email',
  'name',
  'company',
  'address',
  'vat_number',
  'item',
  'amount',
  'currency',
  'tax_cents',
] as const;

/** A document as one CSV row; a credit note's amount is what it gives back. */
export function invoiceCsvRow(doc: InvoiceDocument): string[] {
  return [
    doc.kind,
    doc.number,
    doc.issuedAt.toISOString(),
    doc.creditsInvoice?.number ?? '',
    doc.orderReference,
    doc.buyer.email,
    doc.buyer.name ?? '',
    doc.buyer.company ?? '',
    doc.buyer.address ?? '',
    doc.buyer.vatNumber ?? '',
    doc.item.name,
    centsToDecimal(doc.totalCents),
    doc.currency.toUpperCase(),
    // Integer cents: the tax inside `amount` (a credit note's share), 0 when none was charged.
    String(doc.tax?.amountCents ?? 0),
  ];
}
