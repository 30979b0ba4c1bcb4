import { articleSlugs } from '../src/client/content/blog/paths.ts';
import { type clientOnlyPaths, publicPaths } from '../src/shared/site-routes.ts';

type BenchedPath = (typeof publicPaths)[number] | (typeof clientOnlyPaths)[number];

// The pages the performance table reports (docs/performance.md): the sales pages and the blog.
// Typed against the route lists, so a renamed page stops the typecheck instead of benching a 404.
const ISSUE_PAGES: BenchedPath[] = ['/', '/pricing', '/features', '/faq', '/blog'];
export const CLIENT_RENDERED: BenchedPath[] = ['/checkout', '/demo'];

// The blog's first (oldest) article, the one the table has always measured. Named, because the
// Markdown files list alphabetically and their dates are read only by the build.
const FIRST_ARTICLE = 'what-is-vps-why-trading-bot-needs-it';

function articlePaths(): string[] {
  return articleSlugs().map((slug) => `/blog/${slug}`);
}

/** The default pages: the sales pages, the blog and its first article, checkout and the demo. */
export function defaultPages(): string[] {
  if (!articleSlugs().includes(FIRST_ARTICLE))
    throw new Error(`bench/pages.ts: no article ${FIRST_ARTICLE}.md; name the one to bench`);
  return [...ISSUE_PAGES, `/blog/${FIRST_ARTICLE}`, ...CLIENT_RENDERED];
}

/** Every public page, every article, and the client-rendered pages a visitor reaches. */
export function allPages(): string[] {
  return [...publicPaths, ...articlePaths(), ...CLIENT_RENDERED];
}
