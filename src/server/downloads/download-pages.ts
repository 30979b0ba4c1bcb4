import { commerce, siteConfig } from '../../shared/site-config.ts';
import { escapeHtml } from '../mail/templates/layout.ts';
import type { RefusalReason } from './grant-claims.ts';

/** Why a download can't be served now: the link's own state, or the shop's. */
export type DownloadRefusal = RefusalReason | 'unavailable' | 'offline';

const texts: Record<DownloadRefusal, { title: string; body: string }> = {
  unknown: {
    title: 'We could not find this download link',
    body: 'Please check that you copied the whole link from your email. Links are long, and some mail apps split them over two lines.',
  },
  expired: {
    title: 'This download link has expired',
    body: `Download links work for ${commerce.downloadHours} hours after purchase. Your purchase is still yours: we can send you a fresh link.`,
  },
  exhausted: {
    title: `This download link has been used ${commerce.maxDownloads} times`,
    body: `Each link works ${commerce.maxDownloads} times, to keep your purchase safe if the link is shared. If you still need the package, we can send you a fresh link.`,
  },
  revoked: {
    title: 'This download link is no longer active',
    body: 'It was cancelled, for example because the order was refunded or a newer link was sent to you.',
  },
  unavailable: {
    title: 'The download is being updated',
    body: 'We are preparing a new version of the package right now. Please try again in a few minutes; your link has not been used up.',
  },
  offline: {
    title: 'Downloads are paused for a moment',
    body: 'We cannot reach our order records right now. Please try again in a minute; your link has not been used up.',
  },
};

/** A plain, self-contained page for a download that cannot be served, saying why and what to do. */
export function downloadRefusalPage(reason: DownloadRefusal): string {
  const { title, body } = texts[reason];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(siteConfig.brand)}</title>
<style>
  :root { color-scheme: light dark; --bg:#f8fafc; --card:#fff; --fg:#0f172a; --muted:#475569; --line:#e2e8f0; --accent:#047857; --on-accent:#fff; }
  @media (prefers-color-scheme: dark) { :root { --bg:#020617; --card:#0b1222; --fg:#f1f5f9; --muted:#94a3b8; --line:#1e293b; --accent:#34d399; --on-accent:#022c22; } }
  body { margin:0; min-height:100vh; display:grid; place-items:center; background:var(--bg); color:var(--fg); font:16px/1.6 system-ui,-apple-system,'Segoe UI',sans-serif; }
  main { max-width:34rem; margin:1.5rem; padding:2rem; background:var(--card); border:1px solid var(--line); border-radius:1rem; }
  .brand { font-weight:700; color:var(--accent); text-decoration:none; }
  h1 { font-size:1.5rem; line-height:1.3; margin:1rem 0 .75rem; }
  p { color:var(--muted); margin:0 0 1rem; }
  .actions { display:flex; flex-wrap:wrap; gap:.75rem; margin-top:1.5rem; }
  .button { display:inline-block; padding:.65rem 1.1rem; border-radius:.5rem; font-weight:600; text-decoration:none; border:1px solid var(--line); color:var(--fg); }
  .button.primary { background:var(--accent); border-color:var(--accent); color:var(--on-accent); }
  a:focus-visible { outline:2px solid var(--accent); outline-offset:2px; }
</style>
</head>
<body>
<main>
  <a class="brand" href="/">${escapeHtml(siteConfig.brand)}</a>
  <h1>${escapeHtml(title)}</h1>
  <p>${escapeHtml(body)}</p>
  <p>To get help, contact support with the email address you bought with. We answer within ${escapeHtml(siteConfig.support.responseTime)} on business days (${escapeHtml(siteConfig.support.hours)}).</p>
  <div class="actions">
    <a class="button primary" href="/support">Contact support</a>
    <a class="button" href="mailto:${escapeHtml(siteConfig.links.supportEmail)}">${escapeHtml(siteConfig.links.supportEmail)}</a>
  </div>
</main>
</body>
</html>`;
}

export const refusalStatus: Record<DownloadRefusal, number> = {
  unknown: 404,
  expired: 410,
  exhausted: 410,
  revoked: 410,
  unavailable: 503,
  offline: 503,
};
