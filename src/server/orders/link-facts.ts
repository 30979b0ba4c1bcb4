import { downloadPagePath } from '../../shared/delivery.ts';
import type { Seller } from '../../shared/seller.ts';
import type { Db } from '../db/client.ts';
import type { LinkFacts } from '../mail/templates/link-facts.ts';
import { type DownloadGrant, type Order, orderReference } from './order-repository.ts';

/** What every mail with a link takes from the configuration: where links point, and who sells. */
export interface ReceiptSettings {
  publicUrl: string;
  seller: Seller;
  /**
   * The SHA-256 of the bot package as this order's link serves it (its licence file spliced in),
   * read in the caller's transaction; without it, the receipt names the stored zip's.
   */
  botCopySha256?: (tx: Db, orderId: number) => Promise<string | undefined>;
}

/** An order's link, and what a mail that brings it needs to say about it. */
export interface LinkMailSubject {
  order: Order;
  grant: DownloadGrant;
  /** The grant's download token: it goes into the mail's link and nowhere else. */
  token: string;
  settings: ReceiptSettings;
}

/** The sale's facts and the link's terms, as the bot's receipt and the art mail both state them. */
export function linkFacts({
  order,
  grant,
  token,
  settings,
}: LinkMailSubject): Omit<LinkFacts, 'purchasedAt'> {
  return {
    amountCents: order.amountCents,
    currency: order.currency,
    discount:
      order.discountCode !== null && order.discountCents > 0
        ? { code: order.discountCode, cents: order.discountCents }
        : undefined,
    paymentMethod: order.paymentMethod ?? undefined,
    orderReference: orderReference(order),
    downloadUrl: `${settings.publicUrl}${downloadPagePath(token)}`,
    expiresAt: grant.expiresAt,
    maxDownloads: grant.maxDownloads - grant.downloadsUsed,
    publicUrl: settings.publicUrl,
    seller: settings.seller,
  };
}
