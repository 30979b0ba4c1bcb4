import { formatUsd } from '../../../shared/money.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import { formatUtcDateTime } from '../../../shared/utc-dates.ts';
import { escapeHtml, mailLayout, type RenderedMail } from './layout.ts';

export interface DisputeOpenedDetails {
  orderReference: string;
  orderId: number;
  buyerEmail: string;
  amountCents: number;
  reason: string;
  evidenceDueBy: Date | null;
  /** Whether the order's links wait for the outcome (DISPUTE_PAUSES_LINKS). */
  linksPaused: boolean;
  publicUrl: string;
}

/**
 * Tells the owner a buyer disputed a charge: which order, how much, why, and by when the bank
 * wants the evidence, with the order page where the evidence waits to be sent.
 */
export function disputeOpenedMail(details: DisputeOpenedDetails): RenderedMail {
  const amount = `${formatUsd(details.amountCents)} USD`;
  const deadline = details.evidenceDueBy
    ? `Respond by ${formatUtcDateTime(details.evidenceDueBy)}.`
    : 'Respond as soon as you can: the provider gave no deadline.';
  const orderPage = `${details.publicUrl}/admin/orders/${details.orderId}`;
  const links = details.linksPaused
    ? "The order's download links are paused until the dispute is decided."
    : "The order's download links keep working while the dispute is open.";
  const subject = `A buyer opened a dispute on order ${details.orderReference}`;
  const text = [
    `The buyer of ${siteConfig.brand} order ${details.orderReference} (${details.buyerEmail}) disputed the charge of ${amount} with their bank.`,
    '',
    `Reason given: ${details.reason}`,
    deadline,
    links,
    '',
    `Review and send the evidence from the order page: ${orderPage}`,
  ].join('\n');
  const body = `
<h1 style="margin:0 0 12px;font-size:22px;">A buyer opened a dispute</h1>
<p style="margin:0 0 12px;">The buyer of order <strong>${escapeHtml(details.orderReference)}</strong> (${escapeHtml(details.buyerEmail)}) disputed the charge of <strong>${escapeHtml(amount)}</strong> with their bank.</p>
<p style="margin:0 0 12px;">Reason given: <strong>${escapeHtml(details.reason)}</strong><br>${escapeHtml(deadline)}</p>
<p style="margin:0 0 12px;">${escapeHtml(links)}</p>
<p style="margin:0;"><a href="${escapeHtml(orderPage)}" style="color:#047857;">Review and send the evidence</a></p>`;
  return {
    subject,
    text,
    html: mailLayout({ preheader: deadline, body, publicUrl: details.publicUrl }),
  };
}
