import { siteConfig } from '../../../shared/site-config.ts';
import { escapeHtml, mailLayout, type RenderedMail } from './layout.ts';

/** The admin's Test Email: proves the whole path (outbox, worker, transport) delivers. */
export function testMail(details: { requestedBy: string; publicUrl: string }): RenderedMail {
  const subject = `${siteConfig.brand} test email`;
  const text = [
    `This is a test email from ${siteConfig.brand}, requested by ${details.requestedBy}.`,
    '',
    'If you can read it, the shop can send mail.',
  ].join('\n');
  const body = `
<h1 style="margin:0 0 12px;font-size:22px;">Test email</h1>
<p style="margin:0 0 8px;">This is a test email from ${escapeHtml(siteConfig.brand)}, requested by ${escapeHtml(details.requestedBy)}.</p>
<p style="margin:0;">If you can read it, the shop can send mail.</p>`;
  return {
    subject,
    text,
    html: mailLayout({ preheader: 'The shop can send mail.', body, publicUrl: details.publicUrl }),
  };
}
