import { libraryLimits } from '../../../shared/library.ts';
import { siteConfig } from '../../../shared/site-config.ts';
import { formatUtcDateTime } from '../../../shared/utc-dates.ts';
import { escapeHtml, mailButton, mailLayout, mailLink, type RenderedMail } from './layout.ts';

/**
 * The library's sign-in mail, to an address that bought something. Its link opens a page with a
 * button: only pressing it signs in, so a mail scanner that fetches the link uses nothing up.
 */
export function librarySignInMail(details: {
  signInUrl: string;
  expiresAt: Date;
  publicUrl: string;
}): RenderedMail {
  const { signInUrl, publicUrl } = details;
  const expires = formatUtcDateTime(details.expiresAt);
  const support = `${publicUrl}/support`;
  const asked = `Someone, probably you, asked to sign in to the ${siteConfig.brand} library of this email address: your purchases, licence keys, machines and releases.`;
  const once = `This link works once, until ${expires} (${libraryLimits.signInLinkMinutes} minutes).`;
  const ignore = 'If you did not ask, ignore this email: nobody can sign in without it.';
  const text = [
    'Hello,',
    '',
    asked,
    '',
    'To sign in, open this link and press the button on the page:',
    signInUrl,
    '',
    once,
    '',
    ignore,
    '',
    `Need help? Reply to this email or visit ${support}`,
  ].join('\n');
  const body = `
<h1 style="margin:0 0 12px;font-size:24px;line-height:1.3;">Sign in to your library</h1>
<p style="margin:0 0 16px;">${escapeHtml(asked)}</p>
<p style="margin:0 0 16px;">To sign in, open this link and press the button on the page.</p>
${mailButton(signInUrl, 'Open my library')}
<p style="margin:0 0 16px;font-size:14px;color:#475569;">${escapeHtml(once)} If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(signInUrl)}" style="color:#047857;word-break:break-all;">${escapeHtml(signInUrl)}</a></p>
<p style="margin:0 0 16px;">${escapeHtml(ignore)}</p>
<p style="margin:0;">Need help? Reply to this email or visit ${mailLink(support, 'our support page')}.</p>`;
  return {
    subject: `Sign in to your ${siteConfig.brand} library`,
    text,
    html: mailLayout({ preheader: once, body, publicUrl }),
  };
}
