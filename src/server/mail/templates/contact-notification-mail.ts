import { siteConfig } from '../../../shared/site-config.ts';
import { escapeHtml, mailLayout, type RenderedMail } from './layout.ts';

export interface ContactDetails {
  name: string;
  email: string;
  subject: string;
  message: string;
  publicUrl: string;
}

/** Tells staff a visitor wrote; replying to it answers the visitor. */
export function contactNotificationMail(details: ContactDetails): RenderedMail {
  const subject = `[${siteConfig.brand} contact] ${details.subject || 'New message'} from ${details.name || details.email}`;
  const text = [
    `New message from the contact form.`,
    '',
    `From: ${details.name || '(no name)'} <${details.email}>`,
    `Subject: ${details.subject || '(none)'}`,
    '',
    details.message,
  ].join('\n');
  const body = `
<h1 style="margin:0 0 12px;font-size:22px;">New contact message</h1>
<p style="margin:0 0 4px;"><strong>From:</strong> ${escapeHtml(details.name || '(no name)')} &lt;<a href="mailto:${escapeHtml(details.email)}" style="color:#047857;">${escapeHtml(details.email)}</a>&gt;</p>
<p style="margin:0 0 16px;"><strong>Subject:</strong> ${escapeHtml(details.subject || '(none)')}</p>
<div style="white-space:pre-wrap;border-left:3px solid #059669;padding:8px 16px;background:#f8fafc;">${escapeHtml(details.message)}</div>`;
  return {
    subject,
    text,
    html: mailLayout({
      preheader: details.message.slice(0, 100),
      body,
      publicUrl: details.publicUrl,
    }),
  };
}
