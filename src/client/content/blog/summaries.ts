import { blogArticles } from './index.ts';
import type { BlogArticle } from './types.ts';

export type ArticleSummary = Omit<BlogArticle, 'content' | 'words' | 'updatedDate'>;

/** Card data for article lists: everything but the body. Used by build-time loaders only. */
export function articleSummaries(): ArticleSummary[] {
  return blogArticles.map(
    ({ slug, title, excerpt, category, date, imageUrl, imageAlt }): ArticleSummary => ({
      slug,
      title,
      excerpt,
      category,
      date,
      imageUrl,
      imageAlt,
    }),
  );
}
