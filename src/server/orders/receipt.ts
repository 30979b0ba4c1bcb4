import { siteConfig } from '../../shared/site-config.ts';
import type { Db } from '../db/client.ts';
import { queueMail } from '../mail/outbox.ts';
import { receiptMail } from '../mail/templates/receipt-mail.ts';
import { servedBotPackage } from '../releases/served-release.ts';
import { botProduct } from './catalog.ts';
import { invoiceForMail } from './invoice-numbers.ts';
import { linkFacts, type LinkMailSubject } from './link-facts.ts';
import { acceptanceOf } from './acceptance/acceptance-record.ts';

/** Why a receipt with a link goes out; the subject says so, and the order's timeline shows it. */
export type ReceiptReason = 'purchase' | 'resend' | 'requested';

const subjects: Record<ReceiptReason, string | undefined> = {
  purchase: undefined,
  resend: undefined,
  requested: 'Your fresh Cryptomaton download link, as requested',
};

/** Queues the buyer's receipt with the link to a grant's download page, in the caller's transaction. */
export async function queueReceipt(
  tx: Db,
  details: LinkMailSubject & { reason: ReceiptReason; licenceKey?: string },
): Promise<number> {
  const { order, reason, licenceKey } = details;
  const pkg = await servedBotPackage(tx);
  // The buyer's copy carries a licence file of its own: name the hash of what the link serves.
  const hook = details.settings.botCopySha256;
  const sha256 = pkg && (hook ? await hook(tx, order.id) : pkg.sha256);
  const mail = receiptMail({
    ...linkFacts(details),
    productName: `${siteConfig.brand} trading bot (${botProduct.name})`,
    package: pkg ? { version: pkg.version, sha256 } : undefined,
    purchasedAt: order.completedAt ?? order.createdAt,
    licenceKey,
    accepted: await acceptanceOf(tx, order.id),
    // Last: a purchase's receipt takes the invoice's number, which locks the shop's counter.
    invoice: await invoiceForMail(tx, order.id, {
      grantToken: details.token,
      publicUrl: details.settings.publicUrl,
      issue: reason === 'purchase',
    }),
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
