import { formatUsd } from '../../../shared/money.ts';
import { commerce, siteConfig } from '../../../shared/site-config.ts';
import { escapeHtml, mailLayout, type RenderedMail } from './layout.ts';

export interface RefundDetails {
  orderReference: string;
  amountCents: number;
  publicUrl: string;
  /** False for a part: the order keeps its link, and the mail says so. */
  linksEnd?: boolean;
}

/**
 * Tells the buyer the order was refunded (or a part of it), when the money arrives, and whether
 * the link still works.
 */
export function refundMail(details: RefundDetails): RenderedMail {
  const amount = `${formatUsd(details.amountCents)} USD`;
  const whole = details.linksEnd ?? true;
  const linkWords = whole
    ? 'The download link of this order no longer works.'
    : 'The rest of your order stands: its download link keeps working.';
  const days = commerce.refunds.processingBusinessDays;
  const support = `${details.publicUrl}/support`;
  const subject = `Your ${siteConfig.brand} order ${details.orderReference} has been ${whole ? 'refunded' : 'partly refunded'}`;
  const text = [
    `We have refunded ${whole ? '' : 'part of '}your ${siteConfig.brand} order ${details.orderReference}: ${amount}.`,
    '',
    `The money goes back to the card you paid with; refunds take ${days} business days to appear.`,
    linkWords,
    '',
    `Questions? ${support}`,
  ].join('\n');
  const body = `
<h1 style="margin:0 0 12px;font-size:22px;">Your order has been ${whole ? 'refunded' : 'partly refunded'}</h1>
<p style="margin:0 0 12px;">We have refunded ${whole ? '' : 'part of '}your ${escapeHtml(siteConfig.brand)} order <strong>${escapeHtml(details.orderReference)}</strong>: <strong>${escapeHtml(amount)}</strong>.</p>
<p style="margin:0 0 12px;">The money goes back to the card you paid with; refunds take ${escapeHtml(days)} business days to appear. ${escapeHtml(linkWords)}</p>
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
