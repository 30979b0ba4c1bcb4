import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { blogNotFoundPaths } from '../../../shared/site-routes.ts';
import { categorySlug } from './categories.ts';
import { blogCategories } from './types.ts';

/**
 * The article slugs, read from the file names in `articles/`: for the build's route list, the
 * benchmark and the browser tests, which run outside Vite and so cannot compile the Markdown.
 */
export function articleSlugs(): string[] {
  // A path, not `new URL()`: under jsdom (tests/unit/page-islands.test.ts) `URL` is jsdom's.
  return readdirSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'articles'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => file.slice(0, -'.md'.length))
    .sort();
}

/** Every blog page the build prerenders, including the two not-found pages. */
export function blogPaths(): string[] {
  return [
    ...articleSlugs().map((slug) => `/blog/${slug}`),
    ...blogCategories.map((category) => `/blog/category/${categorySlug(category)}`),
    blogNotFoundPaths.article,
    blogNotFoundPaths.category,
  ];
}
