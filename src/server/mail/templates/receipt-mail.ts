import { formatUsd } from '../../../shared/money.ts';
import { soldBy } from '../../../shared/seller.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import { formatUtcDateTime } from '../../../shared/utc-dates.ts';
import { escapeHtml, mailButton, mailLayout, type RenderedMail } from './layout.ts';
import { discountRows } from './discount-rows.ts';
import type { LinkFacts } from './link-facts.ts';
import { type AcceptanceFacts, acceptanceLine } from './acceptance-line.ts';

export interface ReceiptDetails extends LinkFacts {
  /** What was bought, as the buyer knows it. */
  productName: string;
  /**
   * The package the link serves today, when one is on sale: its version and the SHA-256 of the
   * buyer's copy (left to the download page when this process could not read it in time).
   */
  package?: { version: string; sha256?: string | undefined };
  /** The bot's licence key, in the purchase receipt only: later mails cannot read it back. */
  licenceKey?: string;
  /** What the buyer accepted at checkout; absent for orders from before it was recorded. */
  accepted?: AcceptanceFacts | undefined;
}

interface Row {
  label: string;
  value: string;
  /** A checksum: monospace, and free to wrap anywhere so a phone's screen holds it. */
  code?: boolean;
}

/**
 * The buyer's receipt: what was bought, when, for how much and from whom, and the link to the
 * download page (its expiry and how often it works). Replies reach support (the mail's Reply-To).
 */
export function receiptMail(details: ReceiptDetails): RenderedMail {
  const { publicUrl } = details;
  const price = `${formatUsd(details.amountCents)} ${details.currency}`;
  const expires = formatUtcDateTime(details.expiresAt);
  const product = details.package
    ? `${details.productName}, version ${details.package.version}`
    : details.productName;
  const links = {
    setupGuide: `${publicUrl}/setup-guide`,
    support: `${publicUrl}/support`,
    findPurchase: `${publicUrl}/support#find-purchase`,
    refunds: `${publicUrl}/refund-policy`,
    terms: `${publicUrl}/terms-of-service`,
  };
  const rows: Row[] = [
    { label: 'Order', value: details.orderReference },
    { label: 'Date', value: formatUtcDateTime(details.purchasedAt) },
    { label: 'Item', value: product },
    ...(details.package?.sha256
      ? [{ label: 'SHA-256', value: details.package.sha256, code: true }]
      : []),
    ...(details.licenceKey
      ? [{ label: 'Licence key', value: details.licenceKey, code: true }]
      : []),
    ...discountRows(details).map(([label, value]) => ({ label, value })),
    { label: 'Amount paid', value: price },
    ...(details.invoice ? [{ label: 'Invoice', value: details.invoice.number }] : []),
    ...(details.paymentMethod ? [{ label: 'Paid with', value: details.paymentMethod }] : []),
    { label: 'Sold by', value: soldBy(details.seller) },
  ];

  const accepted = acceptanceLine(details.accepted);
  const text = [
    `Thank you for buying ${siteConfig.brand}. This is your receipt.`,
    '',
    ...rows.map(({ label, value }) => `${label}: ${value}`),
    '',
    'Download your package here:',
    details.downloadUrl,
    '',
    `The link works ${details.maxDownloads} times and expires on ${expires}.`,
    'Save the zip somewhere safe once you have it.',
    ...(details.licenceKey
      ? ['', `Your licence key: ${details.licenceKey}`, 'The bot asks for it when it first starts.']
      : []),
    '',
    ...(details.invoice
      ? [`Your invoice ${details.invoice.number} (PDF): ${details.invoice.url}`, '']
      : []),
    `Next: follow the setup guide at ${links.setupGuide}`,
    `Lost this email or the link later? Get a fresh one at ${links.findPurchase}`,
    `Need help? Reply to this email or visit ${links.support}`,
    '',
    `Refund policy: ${links.refunds} (downloading the package ends refunds for a change of mind)`,
    `Terms of service: ${links.terms}`,
    ...(accepted ? ['', accepted] : []),
  ].join('\n');

  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:#047857;">${escapeHtml(label)}</a>`;
  const codeStyle = 'font-family:Menlo,Consolas,monospace;font-size:12px;word-break:break-all;';
  const table = rows
    .map(({ label, value, code }, index) => {
      const border = index ? 'border-top:1px solid #e2e8f0;' : '';
      return `<tr><td style="padding:10px 16px;color:#475569;${border}">${escapeHtml(label)}</td><td style="padding:10px 16px;text-align:right;${border}${code ? codeStyle : ''}">${escapeHtml(value)}</td></tr>`;
    })
    .join('\n');
  const body = `
<h1 style="margin:0 0 12px;font-size:24px;line-height:1.3;">Your download is ready</h1>
<p style="margin:0 0 16px;">Thank you for buying ${escapeHtml(siteConfig.brand)}. This is your receipt; your package is waiting for you.</p>
${mailButton(details.downloadUrl, `Download ${siteConfig.brand}`)}
<p style="margin:0 0 16px;font-size:14px;color:#475569;">The link works <strong>${details.maxDownloads} times</strong> and expires on <strong>${escapeHtml(expires)}</strong>. If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(details.downloadUrl)}" style="color:#047857;word-break:break-all;">${escapeHtml(details.downloadUrl)}</a></p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 20px;border:1px solid #e2e8f0;border-radius:8px;font-size:14px;">
${table}
</table>
${details.invoice ? `<p style="margin:0 0 16px;">${link(details.invoice.url, `Download your invoice ${details.invoice.number} (PDF)`)}</p>` : ''}
<p style="margin:0 0 8px;"><strong>Next steps</strong></p>
<ol style="margin:0 0 16px;padding-left:20px;">
<li>Download and unzip the package.</li>
<li>Follow the ${link(links.setupGuide, 'setup guide')} to install Python and configure your Binance and Telegram keys.</li>
<li>Start on the Binance testnet before trading real funds.</li>
</ol>
<p style="margin:0 0 8px;">Lost this email or the link later? ${link(links.findPurchase, 'Get a fresh link')}.</p>
<p style="margin:0 0 16px;">Need help? Reply to this email or visit ${link(links.support, 'our support page')}.</p>
<p style="margin:0;font-size:12px;color:#475569;">${link(links.refunds, 'Refund policy')} (downloading the package ends refunds for a change of mind) · ${link(links.terms, 'Terms of service')}</p>${accepted ? `\n<p style="margin:8px 0 0;font-size:12px;color:#475569;">${escapeHtml(accepted)}</p>` : ''}`;

  return {
    subject: `Your ${siteConfig.brand} download is ready`,
    text,
    html: mailLayout({
      preheader: `Receipt ${details.orderReference}: your download link works ${details.maxDownloads} times until ${expires}.`,
      body,
      publicUrl,
    }),
  };
}
