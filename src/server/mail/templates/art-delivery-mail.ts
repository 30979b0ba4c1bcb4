import { artVerifyPath } from '../../../shared/art.ts';
import { formatUsd } from '../../../shared/money.ts';
import { soldBy } from '../../../shared/seller.ts';
import { formatUtcDateTime } from '../../../shared/utc-dates.ts';
import {
  escapeHtml,
  mailButton,
  mailFactsTable,
  mailLayout,
  mailLink,
  type RenderedMail,
} from './layout.ts';
import { discountRows } from './discount-rows.ts';
import type { LinkFacts } from './link-facts.ts';
import { type AcceptanceFacts, acceptanceLine } from './acceptance-line.ts';

export interface ArtDeliveryDetails extends LinkFacts {
  collectionName: string;
  editionNumber: number;
  editionOf: number;
  verificationCode: string;
  /** purchase: the buyer's receipt; manual: sent by the shop at no charge. */
  source: 'purchase' | 'manual';
  /** What the buyer accepted at checkout; absent for manual deliveries and older orders. */
  accepted?: AcceptanceFacts | undefined;
}

const contents = [
  'The artwork file(s) at full resolution',
  'A certificate of authenticity (PDF)',
  'Metadata in JSON (ERC-721 fields)',
  'The usage-rights document',
];

/**
 * The art buyer's mail: a receipt for the piece (or a note that it comes at no charge), the link
 * to its download page with expiry and allowance, what the package holds and how to verify the
 * certificate. Replies reach support.
 */
export function artDeliveryMail(details: ArtDeliveryDetails): RenderedMail {
  const { publicUrl } = details;
  const item = `${details.collectionName}, edition ${details.editionNumber} of ${details.editionOf}`;
  const expires = formatUtcDateTime(details.expiresAt);
  const verifyUrl = `${publicUrl}${artVerifyPath(details.verificationCode)}`;
  const links = {
    support: `${publicUrl}/support`,
    findPurchase: `${publicUrl}/support#find-purchase`,
    refunds: `${publicUrl}/refund-policy`,
    terms: `${publicUrl}/terms-of-service`,
  };
  const rows: [string, string][] = [
    ['Order', details.orderReference],
    ['Date', formatUtcDateTime(details.purchasedAt)],
    ['Item', item],
    ...(details.source === 'purchase' ? discountRows(details) : []),
    [
      details.source === 'manual' ? 'Charge' : 'Amount paid',
      details.source === 'manual'
        ? 'None: sent by our team at no charge'
        : `${formatUsd(details.amountCents)} ${details.currency}`,
    ],
    ...(details.paymentMethod && details.source === 'purchase'
      ? [['Paid with', details.paymentMethod] as [string, string]]
      : []),
    ...(details.invoice ? [['Invoice', details.invoice.number] as [string, string]] : []),
    ['Verification code', details.verificationCode],
    ['Sold by', soldBy(details.seller)],
  ];
  const intro =
    details.source === 'manual'
      ? `Our team has sent you your ${details.collectionName} art package. There is no charge for this delivery.`
      : `Thank you for buying ${details.collectionName}. This is your receipt; your art package is ready.`;

  const accepted = acceptanceLine(details.accepted);
  const text = [
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Download your art package here:',
    details.downloadUrl,
    '',
    `The link works ${details.maxDownloads} times and expires on ${expires}.`,
    '',
    'The package holds:',
    ...contents.map((line) => `- ${line}`),
    '',
    ...(details.invoice
      ? [`Your invoice ${details.invoice.number} (PDF): ${details.invoice.url}`]
      : []),
    `Anyone can check your certificate at ${verifyUrl}`,
    `Lost this email or the link later? Get a fresh one at ${links.findPurchase}`,
    `Need help? Reply to this email or visit ${links.support}`,
    '',
    `Refund policy: ${links.refunds}`,
    `Terms of service: ${links.terms}`,
    ...(accepted ? ['', accepted] : []),
  ].join('\n');

  const body = `
<h1 style="margin:0 0 12px;font-size:24px;line-height:1.3;">Your art package is ready</h1>
<p style="margin:0 0 16px;">${escapeHtml(intro)}</p>
${mailButton(details.downloadUrl, 'Download your art package')}
<p style="margin:0 0 16px;font-size:14px;color:#475569;">The link works <strong>${details.maxDownloads} times</strong> and expires on <strong>${escapeHtml(expires)}</strong>. If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(details.downloadUrl)}" style="color:#047857;word-break:break-all;">${escapeHtml(details.downloadUrl)}</a></p>
${mailFactsTable(rows)}
<p style="margin:0 0 8px;"><strong>In the package</strong></p>
<ul style="margin:0 0 16px;padding-left:20px;">
${contents.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}
</ul>
${details.invoice ? `<p style="margin:0 0 8px;">${mailLink(details.invoice.url, `Download your invoice ${details.invoice.number} (PDF)`)}</p>` : ''}
<p style="margin:0 0 8px;">Anyone can ${mailLink(verifyUrl, 'verify your certificate')} with its code.</p>
<p style="margin:0 0 8px;">Lost this email or the link later? ${mailLink(links.findPurchase, 'Get a fresh link')}.</p>
<p style="margin:0 0 16px;">Need help? Reply to this email or visit ${mailLink(links.support, 'our support page')}.</p>
<p style="margin:0;font-size:12px;color:#475569;">${mailLink(links.refunds, 'Refund policy')} · ${mailLink(links.terms, 'Terms of service')}</p>${accepted ? `\n<p style="margin:8px 0 0;font-size:12px;color:#475569;">${escapeHtml(accepted)}</p>` : ''}`;

  return {
    subject: `Your ${details.collectionName} #${details.editionNumber} is ready to download`,
    text,
    html: mailLayout({
      preheader: `${item}: your download link works ${details.maxDownloads} times until ${expires}.`,
      body,
      publicUrl,
    }),
  };
}
