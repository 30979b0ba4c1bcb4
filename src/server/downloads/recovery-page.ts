import { purchaseRecoveryPath } from '../../shared/delivery.ts';
import { FRESH_LINK_TERMS } from '../../shared/link-terms.ts';
import { findPurchaseLimits, siteConfig } from '../../shared/site-config.ts';
import { formatUtcDateTime } from '../../shared/utc-dates.ts';
import { escapeHtml } from '../mail/templates/layout.ts';
import type { FreshLink, RecoveryState, Redemption } from '../orders/purchase-recovery.ts';

/** What the page of a "find my purchase" link shows: its state, or the links it gave out. */
export type RecoveryView =
  { state: 'ready'; token: string } | Redemption | { state: Exclude<RecoveryState, 'ready'> };

const ASK_AGAIN = '/support#find-purchase';

/**
 * The page a "find my purchase" link opens. The server renders it whole, without scripts: its
 * one button is a plain form that works before (or without) any JavaScript, and opening the page
 * (as mail scanners do) changes nothing; only the button's POST redeems the link.
 */
export function recoveryPage(view: RecoveryView): { status: number; html: string } {
  switch (view.state) {
    case 'ready':
      return {
        status: 200,
        html: page(
          'Get your fresh download links',
          `<p>Press the button to get a fresh download link for each purchase made with this email address: the trading bot, digital collectibles, or both. The links you have now stop working then, and the fresh ones are emailed to you too. ${escapeHtml(FRESH_LINK_TERMS)}</p>
<form method="post" action="${escapeHtml(purchaseRecoveryPath(view.token))}">
<button type="submit" class="button">Get my fresh download links</button>
</form>
<p class="note">This link works once, for ${findPurchaseLimits.recoveryLinkHours} hours after it was sent. If you did not ask for it, close this page: nothing changes.</p>`,
        ),
      };
    case 'redeemed':
      return { status: 200, html: freshLinksPage(view.links) };
    case 'used':
      return refusal(
        410,
        'This link has already been used',
        'It has already given out fresh download links, and it works only once. Those links were emailed to you too. If you need new ones, ask again: it is free.',
      );
    case 'expired':
      return refusal(
        410,
        'This link has expired',
        `A link to fresh downloads works for ${findPurchaseLimits.recoveryLinkHours} hours after it is sent; your download links are unchanged. Ask again for a new one.`,
      );
    case 'unknown':
      return refusal(
        404,
        'We do not recognise this link',
        'Check that you opened the whole link from the email, or ask again for a new one.',
      );
  }
}

function freshLinksPage(links: FreshLink[]): string {
  if (links.length === 0) {
    return page(
      'No paid purchase found',
      `<p>This email address has no paid purchase now, so there is nothing to download (a refunded order has no download). If you think this is wrong, please contact support.</p>
${helpLinks()}`,
    );
  }
  const items = links
    .map((link) => {
      const what =
        link.itemKind === 'art' ? 'digital collectible' : `${siteConfig.brand} trading bot`;
      return `<li>
<p><strong>${escapeHtml(link.itemName)}</strong> (${what}), order ${escapeHtml(link.orderReference)}</p>
<a class="button" href="${escapeHtml(link.path)}">Open the ${escapeHtml(link.itemName)} download</a>
<p class="note">Works ${link.maxDownloads} times, until ${escapeHtml(formatUtcDateTime(link.expiresAt))}.</p>
</li>`;
    })
    .join('\n');
  return page(
    'Your fresh download links',
    `<p>Here is a fresh link for each purchase made with this email address; we have emailed them to you too. The earlier links no longer work.</p>
<ul class="links">
${items}
</ul>`,
  );
}

function refusal(status: number, title: string, why: string) {
  return { status, html: page(title, `<p>${escapeHtml(why)}</p>\n${helpLinks()}`) };
}

function helpLinks(): string {
  return `<p class="actions"><a class="button" href="${ASK_AGAIN}">Ask for a new link</a> <a href="/support">Contact support</a></p>`;
}

/**
 * The page's frame: the brand, the heading, the content; styles inline, no scripts. The library's
 * sign-in page wears it too.
 */
export function page(title: string, content: string): string {
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
.links{list-style:none;margin:0;padding:0}
.links li{margin:16px 0;padding:16px;border:1px solid #e2e8f0;border-radius:8px}
.links p{margin:0 0 8px}
.actions a{margin-right:16px}
footer{max-width:640px;margin:0 auto 32px;padding:0 28px;font-size:14px;color:#475569}
</style>
</head>
<body>
<header><a href="/">${brand}</a></header>
<main>
<h1>${escapeHtml(title)}</h1>
${content}
</main>
<footer>Questions? Visit <a href="/support">our support page</a> or write to <a href="mailto:${escapeHtml(siteConfig.links.supportEmail)}">${escapeHtml(siteConfig.links.supportEmail)}</a>.</footer>
</body>
</html>`;
}
