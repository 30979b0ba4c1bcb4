import { siteConfig } from '../../../shared/site-config.ts';
import { escapeHtml, mailLayout, type RenderedMail } from './layout.ts';

/** Tells a visitor their message arrived, and when to expect an answer. */
export function contactAcknowledgementMail(details: {
  name: string;
  subject: string;
  publicUrl: string;
}): RenderedMail {
  const greeting = details.name ? `Hello ${details.name},` : 'Hello,';
  const about = details.subject ? ` about "${details.subject}"` : '';
  const answer = `We answer within ${siteConfig.support.responseTime} on business days (${siteConfig.support.hours}).`;
  const text = [
    greeting,
    '',
    `Thank you for writing to ${siteConfig.brand}. We have your message${about}.`,
    answer,
    '',
    'To add anything, just reply to this email.',
  ].join('\n');
  const body = `
<p style="margin:0 0 12px;">${escapeHtml(greeting)}</p>
<p style="margin:0 0 12px;">Thank you for writing to ${escapeHtml(siteConfig.brand)}. We have your message${escapeHtml(about)}.</p>
<p style="margin:0 0 12px;">${escapeHtml(answer)}</p>
<p style="margin:0;">To add anything, just reply to this email.</p>`;
  return {
    subject: `We have your message | ${siteConfig.brand}`,
    text,
    html: mailLayout({ preheader: answer, body, publicUrl: details.publicUrl }),
  };
}
