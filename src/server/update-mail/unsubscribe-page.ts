import { siteConfig } from '../../shared/site-config.ts';
import { escapeHtml } from '../mail/templates/layout.ts';

/** What the unsubscribe link's page shows. */
export type UnsubscribeView =
  | { state: 'ask'; action: string; email: string }
  | { state: 'unsubscribed'; email: string }
  | { state: 'incomplete' }
  | { state: 'unknown' };

/**
 * The page of an update mail's unsubscribe link. Opening it (as mail scanners do) changes nothing:
 * it asks, and its button, a plain form without scripts, sends the POST that unsubscribes. The
 * address is shown masked (the link may be forwarded with the mail).
 */
export function unsubscribePage(view: UnsubscribeView): { status: number; html: string } {
  const library = `<p class="note">You can turn update emails back on in <a href="/library">your library</a>.</p>`;
  switch (view.state) {
    case 'ask':
      return {
        status: 200,
        html: page(
          'Stop update emails?',
          `<p>${escapeHtml(siteConfig.brand)} emails its buyers when a new version of the bot is out. Press the button to stop these emails to <strong>${escapeHtml(masked(view.email))}</strong>. Receipts and the links you ask for still reach you.</p>
<form method="post" action="${escapeHtml(view.action)}">
<button type="submit" class="button">Stop update emails</button>
</form>
${library}`,
        ),
      };
    case 'unsubscribed':
      return {
        status: 200,
        html: page(
          'You will get no more update emails',
          `<p>We will not email <strong>${escapeHtml(masked(view.email))}</strong> about new versions of the bot. New versions are still in your library when you sign in.</p>
${library}`,
        ),
      };
    case 'incomplete':
      return refusal(
        400,
        'This unsubscribe link is not complete',
        'Copy the whole link from the email into your browser, or change your choice in your library.',
      );
    case 'unknown':
      return refusal(
        404,
        'We do not recognise this unsubscribe link',
        'Check that you opened the whole link from the email, or change your choice in your library.',
      );
  }
}

/** `ada@example.com` → `a••@example.com`: enough to recognise one's own address. */
function masked(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}${'•'.repeat(Math.min(Math.max(at - 1, 1), 6))}${email.slice(at)}`;
}

function refusal(status: number, title: string, why: string) {
  return {
    status,
    html: page(
      title,
      `<p>${escapeHtml(why)}</p>\n<p><a class="button" href="/library">Open my library</a></p>`,
    ),
  };
}

/** The page's frame: the brand, the heading, the content; styles inline, no scripts. */
function page(title: string, content: string): string {
  const brand = escapeHtml(siteConfig.brand);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} | ${brand}</title>
<style>
body{margin:0;background:#f1f5f9;color:#0f172a;font:16px/1.6 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif}
header{background:linear-gradient(135deg,#059669,#0891b2);padding:16px 24px}
header a{color:#fff;font-size:20px;font-weight:700;text-decoration:none}
main{max-width:640px;margin:32px auto;padding:28px;background:#fff;border:1px solid #e2e8f0;border-radius:12px}
h1{margin:0 0 12px;font-size:26px;line-height:1.3}
a{color:#047857}
.button{display:inline-block;padding:12px 24px;border:0;border-radius:8px;background:#047857;color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.button:focus-visible{outline:3px solid #0891b2;outline-offset:2px}
.note{font-size:14px;color:#475569}
</style>
</head>
<body>
<header><a href="/">${brand}</a></header>
<main>
<h1>${escapeHtml(title)}</h1>
${content}
</main>
</body>
</html>`;
}
