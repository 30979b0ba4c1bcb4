import { queueArtDelivery } from '../art/art-delivery.ts';
import type { Db } from '../db/client.ts';
import type { LinkMailSubject } from './link-facts.ts';
import { queueReceipt, type ReceiptReason } from './receipt.ts';

/**
 * Mails a link to whatever it opens: the bot's receipt for a bot link, the art package mail for
 * an art edition's. Every place that sends a link again (resend, fresh link, find my purchase)
 * goes through here.
 */
export function queueLinkMail(
  tx: Db,
  details: LinkMailSubject & { reason: ReceiptReason },
): Promise<number> {
  const { grant } = details;
  if (grant.artEditionId !== null) {
    return queueArtDelivery(tx, {
      ...details,
      grant: { ...grant, artEditionId: grant.artEditionId },
    });
  }
  return queueReceipt(tx, details);
}
