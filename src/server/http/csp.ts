import { createHash } from 'node:crypto';
import { videoEmbed } from '../../shared/video-embed.ts';

/** Only this origin may supply scripts, styles, images, fonts, frames and connections. */
export interface CspOptions {
  /** sha256 sources of the inline scripts a page carries (theme, router context). */
  scriptHashes?: readonly string[];
  upgradeInsecureRequests?: boolean;
  /** The checkout page with Stripe loads Stripe.js and its frames; no other page does. */
  allowStripe?: boolean;
  /** The art gallery may frame the YouTube player a visitor clicks to load (`video-embed.ts`). */
  allowVideoEmbed?: boolean;
}

const STRIPE = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

export function pageCsp({
  scriptHashes = [],
  upgradeInsecureRequests,
  allowStripe,
  allowVideoEmbed,
}: CspOptions): string {
  const extra = (sources: string[]) => (allowStripe ? sources : []);
  const frames = [...extra(STRIPE.frame), ...(allowVideoEmbed ? [videoEmbed.origin] : [])];
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...extra(STRIPE.script), ...scriptHashes.map((hash) => `'${hash}'`)].join(
      ' ',
    ),
    // Inline style attributes (React, Radix positioning) are allowed; inline scripts are not.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...extra(STRIPE.connect)].join(' '),
    frames.length > 0 ? ['frame-src', ...frames].join(' ') : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (upgradeInsecureRequests) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** JSON and other non-page answers load nothing at all. */
export const apiCsp = "default-src 'none'; frame-ancestors 'none'";

/** The sha256 CSP sources for every inline `<script>` in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const content = match[1] ?? '';
    if (content.trim() === '') continue;
    hashes.add(`sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
