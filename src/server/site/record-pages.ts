/*
 * Pages made from the shop's records at request time (an art piece's page): the build cannot
 * prerender them, so the server sends the SPA shell with the page's own head (title, description,
 * canonical URL, share tags, structured data) written in, for crawlers and link previews that
 * run no script. The browser then renders the page itself.
 */

import { RECORD_HEAD_ATTRIBUTE } from '../../shared/page-head.ts';

/** What a record page's head says; URLs are absolute. */
export interface PageHead {
  /** The whole title, brand included. */
  title: string;
  siteName: string;
  description: string;
  url: string;
  image: { url: string; width: number; height: number };
  structuredData: object[];
}

/** A family of record pages under one route pattern. */
export interface RecordPages {
  /** The Fastify pattern of their paths: `/digital-collectibles/:slug`. */
  route: string;
  /** The head of the page at these params; undefined: no such page (404). */
  head(params: Record<string, string>): Promise<PageHead | undefined>;
  /** Every such page that exists now, by path: the sitemap lists them. */
  paths(): Promise<string[]>;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A JSON-LD block: `<` escaped so no text in it can close the script element. */
const jsonLd = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');

/** The head's tags, in the order and form the page's own `meta` gives them. */
export function headHtml(head: PageHead): string {
  const mark = RECORD_HEAD_ATTRIBUTE;
  const meta = (key: 'name' | 'property', name: string, content: string) =>
    `<meta ${mark} ${key}="${name}" content="${escapeHtml(content)}"/>`;
  return [
    `<title ${mark}>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link ${mark} rel="canonical" href="${escapeHtml(head.url)}"/>`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    meta('property', 'og:image', head.image.url),
    meta('property', 'og:image:width', String(head.image.width)),
    meta('property', 'og:image:height', String(head.image.height)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    ...head.structuredData.map(
      (data) => `<script ${mark} type="application/ld+json">${jsonLd(data)}</script>`,
    ),
  ].join('');
}

/** The shell with `head` written in: its own title and description give way to the page's. */
export function withHead(shellHtml: string, head: PageHead): string {
  const bare = shellHtml
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '');
  return bare.replace('</head>', `${headHtml(head)}</head>`);
}
