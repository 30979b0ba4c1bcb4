import { formatUsd } from '../../../shared/money.ts';
import { commerce, siteConfig } from '../../../shared/site-config.ts';
import { escapeHtml, mailLayout, type RenderedMail } from './layout.ts';

export interface RefundDetails {
  orderReference: string;
  amountCents: number;
  publicUrl: string;
}

/** Tells the buyer the order was refunded, when the money arrives, and that the link is closed. */
export function refundMail(details: RefundDetails): RenderedMail {
  const amount = `${formatUsd(details.amountCents)} USD`;
  const days = commerce.refunds.processingBusinessDays;
  const support = `${details.publicUrl}/support`;
  const subject = `Your ${siteConfig.brand} order ${details.orderReference} has been refunded`;
  const text = [
    `We have refunded your ${siteConfig.brand} order ${details.orderReference}: ${amount}.`,
    '',
    `The money goes back to the card you paid with; refunds take ${days} business days to appear.`,
    'The download link of this order no longer works.',
    '',
    `Questions? ${support}`,
  ].join('\n');
  const body = `
<h1 style="margin:0 0 12px;font-size:22px;">Your order has been refunded</h1>
<p style="margin:0 0 12px;">We have refunded your ${escapeHtml(siteConfig.brand)} order <strong>${escapeHtml(details.orderReference)}</strong>: <strong>${escapeHtml(amount)}</strong>.</p>
<p style="margin:0 0 12px;">The money goes back to the card you paid with; refunds take ${escapeHtml(days)} business days to appear. The download link of this order no longer works.</p>
<p style="margin:0;">Questions? Visit <a href="${escapeHtml(support)}" style="color:#047857;">our support page</a>.</p>`;
  return {
    subject,
    text,
    html: mailLayout({
      preheader: `${amount} is on its way back to your card.`,
      body,
      publicUrl: details.publicUrl,
    }),
  };
}
