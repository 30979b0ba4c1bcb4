import type { BlogArticle } from './types.ts';

export { blogCategories } from './types.ts';
export type { BlogArticle, BlogCategory } from './types.ts';

// One Markdown file per article; scripts/content-markdown-plugin.ts compiles each at build time.
const files = import.meta.glob<BlogArticle>('./articles/*.md', { eager: true, import: 'default' });

/** Every article, oldest first. */
export const blogArticles: BlogArticle[] = Object.values(files).sort(
  (a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug),
);
