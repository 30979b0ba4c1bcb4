import { and, asc, eq, sql } from 'drizzle-orm';
import type { DisputeEvidence } from '../../shared/disputes.ts';
import type { Db } from '../db/client.ts';
import {
  contactMessages,
  downloadGrants,
  grantDownloads,
  licenceEvents,
  licences,
} from '../db/schema.ts';
import { itemName } from '../orders/item-names.ts';
import { type Order, orderReference } from '../orders/order-repository.ts';
import { isOwnLink } from '../orders/own-links.ts';
import { acceptanceOf, adminAcceptance } from '../orders/acceptance/acceptance-record.ts';
import { disputeSubmission } from './dispute-submission.ts';

/**
 * What the shop's own records say against a dispute of `order`: the receipt, every completed
 * transfer of what it bought (with time, address and client), the licence's activations, and the
 * buyer's messages (contact messages from the order's email). Read fresh each time, so the owner
 * sees downloads made after the dispute opened too.
 */
export async function disputeEvidence(db: Db, order: Order): Promise<DisputeEvidence> {
  const downloads = await db
    .select({
      at: grantDownloads.downloadedAt,
      address: grantDownloads.address,
      client: grantDownloads.client,
    })
    .from(grantDownloads)
    .innerJoin(downloadGrants, eq(downloadGrants.id, grantDownloads.grantId))
    .where(and(eq(downloadGrants.orderId, order.id), isOwnLink))
    .orderBy(asc(grantDownloads.downloadedAt), asc(grantDownloads.id));
  const activations = await db
    .select({
      at: licenceEvents.createdAt,
      machineName: licenceEvents.machineName,
      address: licenceEvents.address,
    })
    .from(licenceEvents)
    .innerJoin(licences, eq(licences.id, licenceEvents.licenceId))
    .where(and(eq(licences.orderId, order.id), eq(licenceEvents.kind, 'activated')))
    .orderBy(asc(licenceEvents.id));
  const messages = await db
    .select()
    .from(contactMessages)
    .where(sql`lower(${contactMessages.email}) = lower(${order.email})`)
    .orderBy(asc(contactMessages.createdAt), asc(contactMessages.id));

  const facts: Omit<DisputeEvidence, 'submission'> = {
    receipt: {
      reference: orderReference(order),
      itemName: await itemName(db, order),
      amountCents: order.amountCents,
      currency: order.currency,
      paidAt: order.completedAt?.toISOString() ?? null,
      email: order.email,
      paymentMethod: order.paymentMethod,
    },
    acceptance: adminAcceptance(await acceptanceOf(db, order.id)),
    downloads: downloads.map((row) => ({ ...row, at: row.at.toISOString() })),
    licenceActivations: activations.map((row) => ({ ...row, at: row.at.toISOString() })),
    messages: messages.map((message) => ({
      at: message.createdAt.toISOString(),
      subject: message.subject,
      message: message.message,
      responded: message.responded,
    })),
  };
  return { ...facts, submission: disputeSubmission(facts) };
}
