import { eq } from 'drizzle-orm';
import { siteConfig } from '../../shared/site-config.ts';
import type { Db } from '../db/client.ts';
import { artCollections, artEditions } from '../db/schema.ts';
import { queueMail } from '../mail/outbox.ts';
import { artDeliveryMail } from '../mail/templates/art-delivery-mail.ts';
import { invoiceForMail } from '../orders/invoice-numbers.ts';
import { linkFacts, type LinkMailSubject } from '../orders/link-facts.ts';
import { acceptanceOf } from '../orders/acceptance/acceptance-record.ts';

/** Why an art package mail goes out: a sale, the owner's manual delivery, a resend, a request. */
export type ArtMailReason = 'purchase' | 'manual' | 'resend' | 'requested';

/**
 * Queues the mail that brings an art edition's download link, in the caller's transaction. It
 * goes to the order's address unless the owner typed another one for a manual delivery.
 */
export async function queueArtDelivery(
  tx: Db,
  details: LinkMailSubject & {
    grant: LinkMailSubject['grant'] & { artEditionId: number };
    reason: ArtMailReason;
    /** The owner's typed address for a manual delivery; the order's otherwise. */
    to?: string;
  },
): Promise<number> {
  const { order, grant, reason } = details;
  const [row] = await tx
    .select({ edition: artEditions, collectionName: artCollections.name })
    .from(artEditions)
    .innerJoin(artCollections, eq(artCollections.id, artEditions.collectionId))
    .where(eq(artEditions.id, grant.artEditionId));
  if (!row) throw new Error(`art edition ${grant.artEditionId} not found`);
  const { edition } = row;
  const mail = artDeliveryMail({
    ...linkFacts(details),
    collectionName: row.collectionName,
    editionNumber: edition.editionNumber,
    editionOf: edition.editionOf,
    verificationCode: edition.verificationCode,
    source: edition.source,
    purchasedAt: edition.issuedAt,
    // A manual delivery was not bought at checkout: nothing was accepted for it.
    accepted: edition.source === 'purchase' ? await acceptanceOf(tx, order.id) : undefined,
    invoice:
      edition.source === 'purchase'
        ? await invoiceForMail(tx, order.id, details.token, details.settings.publicUrl)
        : undefined,
  });
  return queueMail(tx, {
    kind: reason === 'requested' ? 'download-link' : 'art-delivery',
    to: details.to ?? order.email,
    replyTo: siteConfig.links.supportEmail,
    orderId: order.id,
    ...mail,
    subject:
      reason === 'requested'
        ? `Your fresh ${row.collectionName} download link, as requested`
        : mail.subject,
  });
}
