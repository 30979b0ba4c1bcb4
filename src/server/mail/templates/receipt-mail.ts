import { formatUsd } from '../../../shared/money.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import { escapeHtml, mailButton, mailLayout, type RenderedMail } from './layout.ts';

export interface ReceiptDetails {
  productName: string;
  amountCents: number;
  orderReference: string;
  downloadUrl: string;
  expiresAt: Date;
  maxDownloads: number;
  publicUrl: string;
}

const expiryFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** The buyer's receipt with the download link: when it expires and how often it works. */
export function receiptMail(details: ReceiptDetails): RenderedMail {
  const price = formatUsd(details.amountCents);
  const expires = `${expiryFormat.format(details.expiresAt)} UTC`;
  const setupGuide = `${details.publicUrl}/setup-guide`;
  const support = `${details.publicUrl}/support`;
  const subject = `Your ${siteConfig.brand} download is ready`;

  const text = [
    `Thank you for buying ${siteConfig.brand}.`,
    '',
    `Order: ${details.orderReference}`,
    `${details.productName}: ${price} USD`,
    '',
    'Download your package here:',
    details.downloadUrl,
    '',
    `The link works ${details.maxDownloads} times and expires on ${expires}.`,
    'Save the zip somewhere safe once you have it.',
    '',
    `Next: follow the setup guide at ${setupGuide}`,
    `Lost this email or the link later? Get a fresh one at ${support}#find-purchase`,
    `Need help? ${support}`,
  ].join('\n');

  const body = `
<h1 style="margin:0 0 12px;font-size:24px;line-height:1.3;">Your download is ready</h1>
<p style="margin:0 0 16px;">Thank you for buying ${escapeHtml(siteConfig.brand)}. Your package is waiting for you.</p>
${mailButton(details.downloadUrl, 'Download Cryptomaton')}
<p style="margin:0 0 16px;font-size:14px;color:#475569;">The link works <strong>${details.maxDownloads} times</strong> and expires on <strong>${escapeHtml(expires)}</strong>. If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(details.downloadUrl)}" style="color:#047857;word-break:break-all;">${escapeHtml(details.downloadUrl)}</a></p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 20px;border:1px solid #e2e8f0;border-radius:8px;font-size:14px;">
<tr><td style="padding:12px 16px;color:#475569;">Order</td><td style="padding:12px 16px;text-align:right;font-family:monospace;">${escapeHtml(details.orderReference)}</td></tr>
<tr><td style="padding:12px 16px;color:#475569;border-top:1px solid #e2e8f0;">${escapeHtml(details.productName)}</td><td style="padding:12px 16px;text-align:right;border-top:1px solid #e2e8f0;font-weight:600;">${escapeHtml(price)} USD</td></tr>
</table>
<p style="margin:0 0 8px;"><strong>Next steps</strong></p>
<ol style="margin:0 0 16px;padding-left:20px;">
<li>Download and unzip the package.</li>
<li>Follow the <a href="${escapeHtml(setupGuide)}" style="color:#047857;">setup guide</a> to install Python and configure your Binance and Telegram keys.</li>
<li>Start on the Binance testnet before trading real funds.</li>
</ol>
<p style="margin:0 0 8px;">Lost this email or the link later? <a href="${escapeHtml(support)}#find-purchase" style="color:#047857;">Get a fresh link</a>.</p>
<p style="margin:0;">Need help? Visit <a href="${escapeHtml(support)}" style="color:#047857;">our support page</a>.</p>`;

  return {
    subject,
    text,
    html: mailLayout({
      preheader: `Your download link works ${details.maxDownloads} times until ${expires}.`,
      body,
      publicUrl: details.publicUrl,
    }),
  };
}
