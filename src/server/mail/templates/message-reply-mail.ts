import { siteConfig } from '../../../shared/site-config.ts';
import { formatUtcDateTime } from '../../../shared/utc-dates.ts';
import { escapeHtml, mailLayout, type RenderedMail } from './layout.ts';

export interface MessageReplyDetails {
  name: string;
  /** The visitor's subject; empty when they left it blank. */
  subject: string;
  /** What the visitor wrote, quoted under the reply. */
  question: string;
  askedAt: Date;
  reply: string;
  publicUrl: string;
}

/** The line an email client would write above a quote. */
function quoteIntro(details: MessageReplyDetails): string {
  return `On ${formatUtcDateTime(details.askedAt)}, you wrote:`;
}

/**
 * Staff's answer to a contact message, with the visitor's question quoted under it so the
 * thread reads on its own in their mailbox; their reply goes to the shop's support address.
 */
export function messageReplyMail(details: MessageReplyDetails): RenderedMail {
  const greeting = details.name ? `Hello ${details.name},` : 'Hello,';
  const quoted = details.question
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const text = [greeting, '', details.reply, '', quoteIntro(details), quoted].join('\n');
  const paragraphs = details.reply
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p style="margin:0 0 12px;white-space:pre-wrap;">${escapeHtml(paragraph)}</p>`,
    )
    .join('\n');
  const body = `
<p style="margin:0 0 12px;">${escapeHtml(greeting)}</p>
${paragraphs}
<p style="margin:16px 0 4px;font-size:14px;color:#475569;">${escapeHtml(quoteIntro(details))}</p>
<blockquote style="margin:0;padding:0 0 0 12px;border-left:3px solid #cbd5e1;color:#475569;white-space:pre-wrap;">${escapeHtml(details.question)}</blockquote>`;
  return {
    subject: `Re: ${details.subject || 'Your message'} | ${siteConfig.brand}`,
    text,
    html: mailLayout({ preheader: details.reply.slice(0, 90), body, publicUrl: details.publicUrl }),
  };
}
