import type { Db } from '../db/client.ts';
import type { OrderItems } from './lifecycle/order-items.ts';
import type { LinkMailSubject } from './link-facts.ts';
import type { ReceiptReason } from './receipt.ts';

/**
 * Mails a link to whatever it opens: the bot's receipt for a bot link, the art package mail for
 * an art edition's (each item writes its own, so orders/ never imports art/). Every place that
 * sends a link again (resend, fresh link, find my purchase) goes through here.
 */
export function queueLinkMail(
  tx: Db,
  items: OrderItems,
  details: LinkMailSubject & { reason: ReceiptReason },
): Promise<number> {
  const item = details.grant.artEditionId === null ? items.bot : items.art;
  return item.mailLink(tx, details);
}
