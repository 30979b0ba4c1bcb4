import { eq } from 'drizzle-orm';
import { siteConfig } from '../../shared/site-config.ts';
import type { Db } from '../db/client.ts';
import { artCollections, artEditions } from '../db/schema.ts';
import { queueMail } from '../mail/outbox.ts';
import { artDeliveryMail } from '../mail/templates/art-delivery-mail.ts';
import { invoiceForMail } from '../orders/invoice-numbers.ts';
import { linkFacts, type LinkMailSubject } from '../orders/link-facts.ts';
import { acceptanceOf, type StoredAcceptance } from '../orders/acceptance/acceptance-record.ts';
import type { ArtEdition } from './editions.ts';

/** Why an art package mail goes out: a sale, the owner's manual delivery, a resend, a request. */
export type ArtMailReason = 'purchase' | 'manual' | 'resend' | 'requested';

/** What the art mail states that the purchase already has in hand, so it is not read again. */
export interface ArtMailFacts {
  edition: ArtEdition;
  collectionName: string;
  /** The buyer's acceptance at checkout (a purchase's); none for a manual delivery. */
  accepted: StoredAcceptance | undefined;
}

/**
 * Queues the mail that brings an art edition's download link, in the caller's transaction. It
 * goes to the order's address unless the owner typed another one for a manual delivery. A
 * purchase passes the `facts` it has and read before it took the piece's unit: that row stays
 * locked until the payment commits, so the mail reads nothing more under it but the invoice.
 */
export async function queueArtDelivery(
  tx: Db,
  details: LinkMailSubject & {
    grant: LinkMailSubject['grant'] & { artEditionId: number };
    reason: ArtMailReason;
    /** The owner's typed address for a manual delivery; the order's otherwise. */
    to?: string;
    facts?: ArtMailFacts;
  },
): Promise<number> {
  const { order, grant, reason } = details;
  const { edition, collectionName, accepted } =
    details.facts ?? (await artMailFacts(tx, order.id, grant.artEditionId));
  const mail = artDeliveryMail({
    ...linkFacts(details),
    collectionName,
    editionNumber: edition.editionNumber,
    editionOf: edition.editionOf,
    verificationCode: edition.verificationCode,
    source: edition.source,
    purchasedAt: edition.issuedAt,
    accepted,
    // Last: a purchase's mail takes the invoice's number, which locks the shop's counter.
    invoice:
      edition.source === 'purchase'
        ? await invoiceForMail(tx, order.id, {
            grantToken: details.token,
            publicUrl: details.settings.publicUrl,
            issue: reason === 'purchase',
          })
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
        ? `Your fresh ${collectionName} download link, as requested`
        : mail.subject,
  });
}

async function artMailFacts(tx: Db, orderId: number, editionId: number): Promise<ArtMailFacts> {
  const [row] = await tx
    .select({ edition: artEditions, collectionName: artCollections.name })
    .from(artEditions)
    .innerJoin(artCollections, eq(artCollections.id, artEditions.collectionId))
    .where(eq(artEditions.id, editionId));
  if (!row) throw new Error(`art edition ${editionId} not found`);
  // A manual delivery was not bought at checkout: nothing was accepted for it.
  const accepted = row.edition.source === 'purchase' ? await acceptanceOf(tx, orderId) : undefined;
  return { ...row, accepted };
}
