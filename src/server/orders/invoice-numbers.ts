import { asc, eq, sql } from 'drizzle-orm';
import { apiPath } from '../../shared/api-paths.ts';
import {
  type CreditNoteSummary,
  formatCreditNoteNumber,
  formatInvoiceNumber,
} from '../../shared/invoices.ts';
import type { Db } from '../db/client.ts';
import type { numberedDocumentKinds } from '../db/column-values.ts';
import { creditNotes, documentCounters, invoices } from '../db/schema.ts';
import type { Order } from './order-repository.ts';

export type Invoice = typeof invoices.$inferSelect;
export type CreditNote = typeof creditNotes.$inferSelect;

/**
 * The next number of a kind of document, in the caller's transaction. The counter's row stays
 * locked until that transaction ends, so documents issued at the same time get consecutive
 * numbers one after the other, and a rollback gives its number back: no gap, no repeat. The
 * insert covers a database whose counter row is missing (the migration writes both).
 */
async function takeNumber(tx: Db, kind: (typeof numberedDocumentKinds)[number]): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ kind, lastNumber: 1 })
    .onConflictDoUpdate({
      target: documentCounters.kind,
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ number: documentCounters.lastNumber });
  if (!row) throw new Error(`no ${kind} number was taken`);
  return row.number;
}

/**
 * The paid order's invoice, issued in the transaction that completes it. An order is invoiced
 * once: paid again after a failure, it keeps its first invoice.
 */
export async function issueInvoice(tx: Db, order: Pick<Order, 'id'>): Promise<Invoice> {
  const existing = await invoiceOf(tx, order.id);
  if (existing) return existing;
  const [invoice] = await tx
    .insert(invoices)
    .values({ orderId: order.id, number: await takeNumber(tx, 'invoice') })
    .returning();
  if (!invoice) throw new Error(`order ${order.id}: no invoice was written`);
  return invoice;
}

/**
 * A credit note for money that went back, in the refund's transaction. `refundKey` names the
 * refund (one credit note each); an order without an invoice (never paid) gets none.
 */
export async function issueCreditNote(
  tx: Db,
  order: Pick<Order, 'id'>,
  refund: { amountCents: number; refundKey: string },
): Promise<CreditNote | undefined> {
  const invoice = await invoiceOf(tx, order.id);
  if (!invoice) return undefined;
  const [already] = await tx
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.refundKey, refund.refundKey));
  if (already) return already;
  const [note] = await tx
    .insert(creditNotes)
    .values({
      number: await takeNumber(tx, 'credit-note'),
      orderId: order.id,
      invoiceNumber: invoice.number,
      amountCents: refund.amountCents,
      refundKey: refund.refundKey,
    })
    .returning();
  return note;
}

/** The credit note of one recorded refund (a part, or the last of an order's money). */
export const refundRecordKey = (refundId: number) => `refund:${refundId}`;

/**
 * The key of the credit note for what an ended order still had uncredited: money that went back
 * without a refund record of its own (a lost dispute; refunds from before records existed, whose
 * backfilled notes also use it).
 */
export const remainderKey = (orderId: number) => `order:${orderId}`;

/**
 * Credits what the order's credit notes do not cover yet, once the order has ended refunded.
 * After refunds that each got their own note, nothing is left and no note is issued.
 */
export async function creditRemainder(
  tx: Db,
  order: Pick<Order, 'id' | 'amountCents'>,
): Promise<CreditNote | undefined> {
  const [credited] = await tx
    .select({ cents: sql<number>`coalesce(sum(${creditNotes.amountCents}), 0)::int` })
    .from(creditNotes)
    .where(eq(creditNotes.orderId, order.id));
  const left = order.amountCents - (credited?.cents ?? 0);
  if (left <= 0) return undefined;
  return issueCreditNote(tx, order, { amountCents: left, refundKey: remainderKey(order.id) });
}

export async function invoiceOf(db: Db, orderId: number): Promise<Invoice | undefined> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return invoice;
}

/** The order's credit notes, oldest first. */
export function creditNotesOf(db: Db, orderId: number): Promise<CreditNote[]> {
  return db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.orderId, orderId))
    .orderBy(asc(creditNotes.number));
}

/** The order's documents as the buyer's and the owner's views name them. */
export async function orderDocuments(
  db: Db,
  orderId: number,
): Promise<{ invoiceNumber: string | null; creditNotes: CreditNoteSummary[] }> {
  const invoice = await invoiceOf(db, orderId);
  const notes = invoice ? await creditNotesOf(db, orderId) : [];
  return {
    invoiceNumber: invoice ? formatInvoiceNumber(invoice.number) : null,
    creditNotes: notes.map((note) => ({
      number: formatCreditNoteNumber(note.number),
      amountCents: note.amountCents,
      issuedAt: note.issuedAt.toISOString(),
    })),
  };
}

/**
 * The invoice as a mail with a download link names it: its number, and an address that opens it
 * with that link's token (the mail holds no order token) and keeps working after the link ends.
 * The purchase's own mail `issues` it: the number is taken there, as the last thing read before
 * the mail is queued, because the counter's row stays locked until the payment commits and every
 * other payment of the shop waits for it (`lifecycle/payment-locks.test.ts`).
 */
export async function invoiceForMail(
  tx: Db,
  orderId: number,
  link: { grantToken: string; publicUrl: string; issue?: boolean },
): Promise<{ number: string; url: string } | undefined> {
  const invoice = link.issue
    ? await issueInvoice(tx, { id: orderId })
    : await invoiceOf(tx, orderId);
  if (!invoice) return undefined;
  return {
    number: formatInvoiceNumber(invoice.number),
    url: `${link.publicUrl}${apiPath('downloadInvoice', { token: link.grantToken })}`,
  };
}
