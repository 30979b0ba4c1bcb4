import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TimelineEntry } from '../../shared/admin/order-detail.ts';
import { formatCreditNoteNumber, formatInvoiceNumber } from '../../shared/invoices.ts';
import { formatUsd } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import {
  adminAuditLog,
  licenceEvents,
  licences,
  orderHistory,
  outbox,
  paymentEvents,
} from '../db/schema.ts';
import {
  licenceEventSentence,
  ownerActionWords,
  paymentEventWords,
  refundWords,
  statusChangeWords,
} from './timeline-words.ts';
import { creditNotesOf, invoiceOf } from '../orders/invoice-numbers.ts';
import type { Order } from '../orders/order-repository.ts';
import type { OrderLinks } from './order-links.ts';
import { refundsOf } from '../orders/lifecycle/order-refunds.ts';

const iso = (date: Date) => date.toISOString();

/**
 * Everything that happened to an order, oldest first, in words (`timeline-words.ts`): what
 * support needs in one place.
 */
export async function orderTimeline(
  db: Db,
  order: Order,
  links: OrderLinks,
  /** Names of the art sent by hand, by its links' ids: their entries say which piece. */
  besideNames: Map<number, string> = new Map(),
): Promise<TimelineEntry[]> {
  const entries: TimelineEntry[] = [
    { at: iso(order.createdAt), type: 'order-created', summary: 'Checkout started' },
  ];

  if (order.providerIntentId) {
    const events = await db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.intentId, order.providerIntentId));
    for (const event of events) {
      entries.push({
        at: iso(event.receivedAt),
        type: 'payment-event',
        summary: paymentEventWords(event),
        status: event.outcome ?? undefined,
      });
    }
  }

  const mails = await db.select().from(outbox).where(eq(outbox.orderId, order.id));
  for (const mail of mails) {
    const error = mail.status !== 'sent' && mail.lastError ? `: ${mail.lastError}` : '';
    entries.push({
      at: iso(mail.sentAt ?? mail.failedAt ?? mail.createdAt),
      type: 'email',
      summary: `Email “${mail.subject}” to ${mail.toAddress}${error}`,
      status: mail.status,
    });
  }

  for (const grant of [...links.own, ...links.beside]) {
    const piece = besideNames.get(grant.id);
    entries.push({
      at: iso(grant.createdAt),
      type: 'link-issued',
      summary: piece
        ? `Download link for ${piece} (sent by hand) issued for ${grant.maxDownloads} downloads`
        : `Download link issued for ${grant.maxDownloads} downloads`,
      expiresAt: iso(grant.expiresAt),
    });
    for (const download of links.downloads.get(grant.id) ?? []) {
      entries.push({
        at: download.at,
        type: 'download',
        summary: piece ? `${piece} (sent by hand) downloaded` : 'Package downloaded',
        client: download.client,
      });
    }
  }

  const history = await db
    .select()
    .from(orderHistory)
    .where(eq(orderHistory.orderId, order.id))
    .orderBy(asc(orderHistory.id));
  for (const change of history) {
    entries.push({
      at: iso(change.createdAt),
      type: 'status',
      summary: statusChangeWords(change),
      status: change.toStatus,
    });
  }
  // Each refund, whole or part, with its amount, who made it and why (`refunds`).
  const refunded = await refundsOf(db, order.id);
  for (const refund of refunded) {
    entries.push({
      at: iso(refund.succeededAt ?? refund.createdAt),
      type: 'refund',
      summary: refundWords(refund),
    });
  }
  // Orders refunded before the lifecycle kept a history still show their refund.
  if (
    order.refundedAt &&
    refunded.length === 0 &&
    !history.some((change) => change.transition === 'refund')
  ) {
    entries.push({ at: iso(order.refundedAt), type: 'refund', summary: 'Order refunded' });
  }

  // Status changes an owner made are in the history above, and refunds in their own entries;
  // the audit log adds the rest.
  const statusActions = new Set([
    ...history.map((change) => `order.${change.transition}`),
    'order.partial-refund',
  ]);
  const actions = await db
    .select()
    .from(adminAuditLog)
    .where(
      and(eq(adminAuditLog.targetType, 'order'), eq(adminAuditLog.targetId, String(order.id))),
    );
  for (const action of actions) {
    if (statusActions.has(action.action)) continue;
    entries.push({
      at: iso(action.createdAt),
      type: 'admin-action',
      summary: ownerActionWords(action),
    });
  }

  // The machines' own calls and the refund's end; the owner's licence actions are audited above.
  const licenceHistory = await db
    .select({ event: licenceEvents })
    .from(licenceEvents)
    .innerJoin(licences, eq(licences.id, licenceEvents.licenceId))
    .where(and(eq(licences.orderId, order.id), inArray(licenceEvents.actor, ['machine', 'shop'])))
    .orderBy(asc(licenceEvents.id));
  for (const { event } of licenceHistory) {
    entries.push({
      at: iso(event.createdAt),
      type: 'licence',
      summary: licenceEventSentence(event),
    });
  }

  // The documents the order's payment and refunds issued.
  const invoice = await invoiceOf(db, order.id);
  if (invoice) {
    const invoiceNumber = formatInvoiceNumber(invoice.number);
    entries.push({
      at: iso(invoice.issuedAt),
      type: 'invoice',
      summary: `Invoice ${invoiceNumber} issued`,
    });
    for (const note of await creditNotesOf(db, order.id)) {
      entries.push({
        at: iso(note.issuedAt),
        type: 'invoice',
        summary: `Credit note ${formatCreditNoteNumber(note.number)} issued for ${formatUsd(note.amountCents)}, citing ${invoiceNumber}`,
      });
    }
  }

  return entries.sort((a, b) => a.at.localeCompare(b.at));
}
