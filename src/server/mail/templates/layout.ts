import { siteConfig } from '../../../shared/site-config.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * The branded frame every HTML mail shares: a single 600 px column of tables and inline styles,
 * which is what mail clients render reliably, and readable on a phone.
 */
export function mailLayout({
  preheader,
  body,
  publicUrl,
}: {
  preheader: string;
  body: string;
  publicUrl: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(siteConfig.brand)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#0f172a;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden;border:1px solid #e2e8f0;">
<tr><td style="background:#047857;background:linear-gradient(135deg,#059669,#0891b2);padding:20px 28px;">
<a href="${escapeHtml(publicUrl)}" style="color:#ffffff;text-decoration:none;font-size:20px;font-weight:700;">${escapeHtml(siteConfig.brand)}</a>
</td></tr>
<tr><td style="padding:28px;font-size:16px;line-height:1.6;">
${body}
</td></tr>
<tr><td style="padding:20px 28px;border-top:1px solid #e2e8f0;font-size:12px;line-height:1.5;color:#475569;">
${escapeHtml(siteConfig.brand)} · Questions? Reply to this email or write to <a href="mailto:${escapeHtml(siteConfig.links.supportEmail)}" style="color:#047857;">${escapeHtml(siteConfig.links.supportEmail)}</a>.<br>
Trading cryptocurrencies carries a high level of risk.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

export function mailButton(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:24px 0;"><tr><td style="border-radius:8px;background:#047857;">
<a href="${escapeHtml(href)}" style="display:inline-block;padding:14px 28px;color:#ffffff;font-weight:600;text-decoration:none;border-radius:8px;">${escapeHtml(label)}</a>
</td></tr></table>`;
}

/** A link in the shop's mail style. */
export function mailLink(href: string, label: string): string {
  return `<a href="${escapeHtml(href)}" style="color:#047857;">${escapeHtml(label)}</a>`;
}

/** Label/value rows (order, date, item, amount…) as a bordered table. */
export function mailFactsTable(rows: readonly (readonly [string, string])[]): string {
  const cells = rows
    .map(([label, value], index) => {
      const border = index ? 'border-top:1px solid #e2e8f0;' : '';
      return `<tr><td style="padding:10px 16px;color:#475569;${border}">${escapeHtml(label)}</td><td style="padding:10px 16px;text-align:right;${border}">${escapeHtml(value)}</td></tr>`;
    })
    .join('\n');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 20px;border:1px solid #e2e8f0;border-radius:8px;font-size:14px;">
${cells}
</table>`;
}
