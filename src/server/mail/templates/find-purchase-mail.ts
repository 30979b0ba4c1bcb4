import { FRESH_LINK_TERMS } from '../../../shared/link-terms.ts';
import { findPurchaseLimits, siteConfig } from '../../../shared/site-config.ts';
import { formatUtcDateTime } from '../../../shared/utc-dates.ts';
import { escapeHtml, mailButton, mailLayout, mailLink, type RenderedMail } from './layout.ts';

/**
 * "Find my purchase": the mail to the address someone typed. It changes nothing by itself: its
 * single-use link leads to a page where the mailbox's owner asks for the fresh download links of
 * every purchase (the bot and art pieces alike). Someone else's request is just a mail to ignore.
 */
export function findPurchaseMail(details: {
  recoveryUrl: string;
  expiresAt: Date;
  publicUrl: string;
}): RenderedMail {
  const { recoveryUrl, publicUrl } = details;
  const expires = formatUtcDateTime(details.expiresAt);
  const support = `${publicUrl}/support`;
  const asked = `Someone, probably you, asked for fresh download links for the purchases made with this email address at ${siteConfig.brand}: the trading bot, digital collectibles, or both.`;
  const once = `This link works once, until ${expires} (${findPurchaseLimits.recoveryLinkHours} hours). Your current download links keep working until you use it; after that, only the fresh ones do.`;
  const ignore = 'If you did not ask, ignore this email: nothing has changed.';
  const text = [
    'Hello,',
    '',
    asked,
    FRESH_LINK_TERMS,
    '',
    'To get them, open this link and press the button on the page:',
    recoveryUrl,
    '',
    once,
    '',
    ignore,
    '',
    `Need help? Reply to this email or visit ${support}`,
  ].join('\n');
  const body = `
<h1 style="margin:0 0 12px;font-size:24px;line-height:1.3;">Get your fresh download links</h1>
<p style="margin:0 0 16px;">${escapeHtml(asked)} ${escapeHtml(FRESH_LINK_TERMS)}</p>
<p style="margin:0 0 16px;">To get them, open this link and press the button on the page.</p>
${mailButton(recoveryUrl, 'Get my fresh download links')}
<p style="margin:0 0 16px;font-size:14px;color:#475569;">${escapeHtml(once)} If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(recoveryUrl)}" style="color:#047857;word-break:break-all;">${escapeHtml(recoveryUrl)}</a></p>
<p style="margin:0 0 16px;">${escapeHtml(ignore)}</p>
<p style="margin:0;">Need help? Reply to this email or visit ${mailLink(support, 'our support page')}.</p>`;
  return {
    subject: `Fresh download links for your ${siteConfig.brand} purchases`,
    text,
    html: mailLayout({ preheader: once, body, publicUrl }),
  };
}
