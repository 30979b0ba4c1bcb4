import { and, desc, eq, sql } from 'drizzle-orm';
import type { CustomerEvent } from '../../shared/admin/customers.ts';
import { formatUsd } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import {
  contactMessages,
  downloadGrants,
  grantDownloads,
  licenceEvents,
  licences,
  orders,
  outbox,
  refunds,
} from '../db/schema.ts';
import { licenceEventSentence, refundWords } from '../admin/timeline-words.ts';
import { itemNames } from '../orders/item-names.ts';
import { orderReference } from '../orders/order-repository.ts';

/** The most entries of each kind a customer's page shows (a very busy buyer's newest ones). */
export const TIMELINE_KIND_LIMIT = 200;

const iso = (date: Date) => date.toISOString();

/**
 * Everything of one email address, newest first: its orders and refunds, contact messages, the
 * mail the shop sent it, downloads of its orders' links and what their licences did. Addresses
 * compare in lower case, as buyers type them in any case; each kind is one indexed query.
 */
export async function customerTimeline(db: Db, email: string): Promise<CustomerEvent[]> {
  const address = email.toLowerCase();
  const ofAddress = sql`lower(${orders.email}) = ${address}`;
  const limit = TIMELINE_KIND_LIMIT;

  const bought = await db
    .select()
    .from(orders)
    .where(ofAddress)
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  const names = await itemNames(db, bought);
  const events: CustomerEvent[] = bought.map((order) => ({
    at: iso(order.createdAt),
    kind: 'order',
    summary: `Order ${orderReference(order)}: ${names.get(order.id) ?? order.product}, ${formatUsd(order.amountCents)}${order.discountCode ? ` with ${order.discountCode}` : ''}`,
    status: order.status,
    orderId: order.id,
  }));

  const givenBack = await db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(ofAddress, eq(refunds.status, 'succeeded')))
    .orderBy(desc(refunds.createdAt))
    .limit(limit);
  for (const { refund } of givenBack) {
    events.push({
      at: iso(refund.succeededAt ?? refund.createdAt),
      kind: 'refund',
      summary: refundWords(refund),
      orderId: refund.orderId,
    });
  }

  const messages = await db
    .select()
    .from(contactMessages)
    .where(sql`lower(${contactMessages.email}) = ${address}`)
    .orderBy(desc(contactMessages.createdAt))
    .limit(limit);
  for (const message of messages) {
    events.push({
      at: iso(message.createdAt),
      kind: 'message',
      summary: `Message “${message.subject}” from ${message.firstName} ${message.lastName}`,
      status: message.responded ? 'responded' : 'pending',
      messageId: message.id,
    });
  }

  const mails = await db
    .select()
    .from(outbox)
    .where(sql`lower(${outbox.toAddress}) = ${address}`)
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
  for (const mail of mails) {
    events.push({
      at: iso(mail.sentAt ?? mail.failedAt ?? mail.createdAt),
      kind: 'mail',
      summary: `Email “${mail.subject}”`,
      status: mail.status,
      ...(mail.orderId === null ? {} : { orderId: mail.orderId }),
    });
  }

  const downloads = await db
    .select({ download: grantDownloads, orderId: downloadGrants.orderId })
    .from(grantDownloads)
    .innerJoin(downloadGrants, eq(downloadGrants.id, grantDownloads.grantId))
    .innerJoin(orders, eq(orders.id, downloadGrants.orderId))
    .where(ofAddress)
    .orderBy(desc(grantDownloads.downloadedAt))
    .limit(limit);
  for (const { download, orderId } of downloads) {
    events.push({
      at: iso(download.downloadedAt),
      kind: 'download',
      summary: `Downloaded with ${download.client}`,
      orderId,
    });
  }

  const licenceHistory = await db
    .select({ event: licenceEvents, orderId: licences.orderId })
    .from(licenceEvents)
    .innerJoin(licences, eq(licences.id, licenceEvents.licenceId))
    .innerJoin(orders, eq(orders.id, licences.orderId))
    .where(ofAddress)
    .orderBy(desc(licenceEvents.createdAt))
    .limit(limit);
  for (const { event, orderId } of licenceHistory) {
    events.push({
      at: iso(event.createdAt),
      kind: 'licence',
      summary: `Licence: ${licenceEventSentence(event)}`,
      orderId,
    });
  }

  return events.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}
