import { formatUsd } from '../../../shared/money.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import { escapeHtml, mailLayout, mailLink, type RenderedMail } from './layout.ts';

/**
 * To a buyer whose payment arrived after the last piece had gone to someone else: nothing was
 * delivered, and the whole payment goes back to the card.
 */
export function artSoldOutMail(details: {
  collectionName: string;
  amountCents: number;
  currency: string;
  orderReference: string;
  publicUrl: string;
}): RenderedMail {
  const amount = `${formatUsd(details.amountCents)} ${details.currency}`;
  const support = `${details.publicUrl}/support`;
  const gallery = `${details.publicUrl}/digital-collectibles`;
  const refundNote = `We are refunding your payment of ${amount} in full. Refunds reach your card within 5-7 business days, depending on your bank.`;
  const text = [
    `We are sorry: the last ${details.collectionName} piece sold while your payment was being processed, so we could not deliver it.`,
    '',
    refundNote,
    '',
    `Order: ${details.orderReference}`,
    '',
    `Other pieces are in the store: ${gallery}`,
    `Questions? Reply to this email or visit ${support}`,
  ].join('\n');
  const body = `
<h1 style="margin:0 0 12px;font-size:24px;line-height:1.3;">${escapeHtml(details.collectionName)} sold out</h1>
<p style="margin:0 0 16px;">We are sorry: the last ${escapeHtml(details.collectionName)} piece sold while your payment was being processed, so we could not deliver it.</p>
<p style="margin:0 0 16px;"><strong>${escapeHtml(refundNote)}</strong></p>
<p style="margin:0 0 16px;font-size:14px;color:#475569;">Order ${escapeHtml(details.orderReference)}</p>
<p style="margin:0 0 8px;">Other pieces are ${mailLink(gallery, 'in the store')}.</p>
<p style="margin:0;">Questions? Reply to this email or visit ${mailLink(support, 'our support page')}.</p>`;
  return {
    subject: `${details.collectionName} sold out: your payment is being refunded`,
    text,
    html: mailLayout({
      preheader: `${siteConfig.brand}: your payment of ${amount} is being refunded in full.`,
      body,
      publicUrl: details.publicUrl,
    }),
  };
}
