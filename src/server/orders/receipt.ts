import { downloadPagePath } from '../../shared/delivery.ts';
import type { Seller } from '../../shared/seller.ts';
import { siteConfig } from '../../shared/site-config.ts';
import type { Db } from '../db/client.ts';
import { queueMail } from '../mail/outbox.ts';
import { receiptMail } from '../mail/templates/receipt-mail.ts';
import { packageVersion } from '../products/package-builder.ts';
import { savedPackage } from '../products/product-files.ts';
import { botProduct } from './catalog.ts';
import { type DownloadGrant, type Order, orderReference } from './order-repository.ts';

/** Why a receipt with a link goes out; the subject says so, and the order's timeline shows it. */
export type ReceiptReason = 'purchase' | 'resend' | 'requested';

const subjects: Record<ReceiptReason, string | undefined> = {
  purchase: undefined,
  resend: undefined,
  requested: 'Your fresh Cryptomaton download link, as requested',
};

/** What every receipt takes from the configuration: where its links point, and who sells. */
export interface ReceiptSettings {
  publicUrl: string;
  seller: Seller;
}

/** Queues the buyer's receipt with the link to a grant's download page, in the caller's transaction. */
export async function queueReceipt(
  tx: Db,
  details: {
    order: Order;
    grant: DownloadGrant;
    token: string;
    settings: ReceiptSettings;
    reason: ReceiptReason;
  },
): Promise<number> {
  const { order, grant, token, reason } = details;
  const { publicUrl, seller } = details.settings;
  const pkg = await savedPackage(tx);
  const mail = receiptMail({
    productName: `${siteConfig.brand} trading bot (${botProduct.name})`,
    package: pkg ? { version: packageVersion(pkg), sha256: pkg.sha256 } : undefined,
    amountCents: order.amountCents,
    currency: order.currency,
    purchasedAt: order.completedAt ?? order.createdAt,
    paymentMethod: order.paymentMethod ?? undefined,
    orderReference: orderReference(order),
    downloadUrl: `${publicUrl}${downloadPagePath(token)}`,
    expiresAt: grant.expiresAt,
    maxDownloads: grant.maxDownloads - grant.downloadsUsed,
    publicUrl,
    seller,
  });
  return queueMail(tx, {
    kind: reason === 'requested' ? 'download-link' : 'receipt',
    to: order.email,
    replyTo: siteConfig.links.supportEmail,
    orderId: order.id,
    ...mail,
    subject: subjects[reason] ?? mail.subject,
  });
}
