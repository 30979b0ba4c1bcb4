import { eq } from 'drizzle-orm';
import { formatCreditNoteNumber, formatInvoiceNumber } from '../../shared/invoices.ts';
import type { Seller } from '../../shared/seller.ts';
import { siteConfig } from '../../shared/site-config.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { billingDetailsOf } from '../orders/billing-details.ts';
import { botProduct } from '../orders/catalog.ts';
import {
  type CreditNote,
  creditNotesOf,
  type Invoice,
  invoiceOf,
} from '../orders/invoice-numbers.ts';
import { itemName } from '../orders/item-names.ts';
import { type Order, orderReference } from '../orders/order-repository.ts';
import { orderTaxOf } from '../orders/order-tax.ts';
import { taxSharesOf } from '../../shared/tax.ts';
import type { InvoiceDocument } from './invoice-pdf.ts';

/** Who issues the documents: the seller of the receipts, with the tax number only invoices print. */
export interface InvoiceSeller extends Seller {
  taxNumber?: string;
}

/**
 * A discount the order carries, when discounts exist on orders (`discountCents`,
 * `discountCode`); read by name so this file needs no change when they arrive.
 */
function discountOf(order: Order): InvoiceDocument['discount'] {
  const carried = order as Order & { discountCents?: number | null; discountCode?: string | null };
  return carried.discountCents
    ? { amountCents: carried.discountCents, code: carried.discountCode ?? null }
    : undefined;
}

/** What the order bought, as the receipt names it: the bot with its package's name, or the art. */
async function invoiceItemName(db: Db, order: Order): Promise<string> {
  return order.artCollectionId === null
    ? `${siteConfig.brand} trading bot (${botProduct.name})`
    : itemName(db, order);
}

/** The facts every document of the order shares, read at download time. */
async function orderFacts(db: Db, order: Order, seller: InvoiceSeller) {
  const billing = await billingDetailsOf(db, order.id);
  const discount = discountOf(order);
  const tax = await orderTaxOf(db, order.id);
  // The VAT number given at checkout, unless the buyer's billing details name another.
  const vatNumber = billing?.vatNumber ?? tax?.vatNumber ?? null;
  return {
    seller,
    buyer: { email: order.email, ...billing, vatNumber },
    orderReference: orderReference(order),
    item: {
      name: await invoiceItemName(db, order),
      unitPriceCents: order.amountCents - order.taxCents + (discount?.amountCents ?? 0),
    },
    discount,
    currency: order.currency,
    tax: tax && { label: tax.label, reverseCharge: tax.reverseCharge, amountCents: order.taxCents },
  };
}

export async function invoiceDocument(
  db: Db,
  order: Order,
  invoice: Invoice,
  seller: InvoiceSeller,
): Promise<InvoiceDocument> {
  return {
    kind: 'invoice',
    number: formatInvoiceNumber(invoice.number),
    issuedAt: invoice.issuedAt,
    ...(await orderFacts(db, order, seller)),
    totalCents: order.amountCents,
  };
}

export async function creditNoteDocument(
  db: Db,
  order: Order,
  note: CreditNote,
  invoice: Invoice,
  seller: InvoiceSeller,
  allNotes?: CreditNote[],
): Promise<InvoiceDocument> {
  const facts = await orderFacts(db, order, seller);
  // Each note's share of the tax, the notes in the order they were issued (docs/tax.md).
  const notes = allNotes ?? (await creditNotesOf(db, order.id));
  const index = notes.findIndex((n) => n.number === note.number);
  const shares = taxSharesOf(
    order.taxCents,
    order.amountCents,
    notes.map((n) => n.amountCents),
  );
  return {
    kind: 'credit-note',
    number: formatCreditNoteNumber(note.number),
    issuedAt: note.issuedAt,
    creditsInvoice: { number: formatInvoiceNumber(invoice.number), issuedAt: invoice.issuedAt },
    ...facts,
    tax: facts.tax && { ...facts.tax, amountCents: shares[index] ?? 0 },
    totalCents: note.amountCents,
  };
}

/** The order's invoice as a document, or why there is none (for the 404's message). */
export async function orderInvoiceDocument(
  db: Db,
  order: Order,
  seller: InvoiceSeller,
): Promise<InvoiceDocument | undefined> {
  const invoice = await invoiceOf(db, order.id);
  return invoice ? invoiceDocument(db, order, invoice, seller) : undefined;
}

/**
 * One of the order's credit notes: the one numbered `number` ("CN-000045" read as 45), or the
 * latest without one.
 */
export async function orderCreditNoteDocument(
  db: Db,
  order: Order,
  seller: InvoiceSeller,
  number?: number,
): Promise<InvoiceDocument | undefined> {
  const invoice = await invoiceOf(db, order.id);
  if (!invoice) return undefined;
  const notes = await creditNotesOf(db, order.id);
  const note = number === undefined ? notes.at(-1) : notes.find((n) => n.number === number);
  return note ? creditNoteDocument(db, order, note, invoice, seller, notes) : undefined;
}

export async function orderById(db: Db, id: number): Promise<Order | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order;
}
