import type { ArticleSummary } from '../../content/blog/summaries.ts';
import type { BlogCategory } from '../../content/blog/types.ts';
import { ArticleGrid } from './article-grid.tsx';
import { CategoryFilter } from './category-filter.tsx';

/** The article list under its category filter: all articles, or one category's. */
export function BlogIndex({
  articles,
  category,
}: {
  articles: ArticleSummary[];
  category: BlogCategory | null;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <CategoryFilter active={category} />
      <ArticleGrid articles={articles} />
    </div>
  );
}
