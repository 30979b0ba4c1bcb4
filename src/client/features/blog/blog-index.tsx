import { useState } from 'react';
import type { ArticleSummary } from '../../content/blog/summaries.ts';
import { blogCategories, type BlogCategory } from '../../content/blog/types.ts';
import { ArticleGrid } from './article-grid.tsx';

const ALL = 'All Categories';

/** The article list with its category filter: none, or one category at a time. */
export function BlogIndex({ articles }: { articles: ArticleSummary[] }) {
  const [category, setCategory] = useState<BlogCategory | null>(null);
  const shown = category ? articles.filter((article) => article.category === category) : articles;
  const buttonClass = (active: boolean) =>
    `rounded-full border px-4 py-2 text-sm font-medium transition-colors ${
      active
        ? 'border-primary bg-primary text-primary-foreground'
        : 'border-border bg-card hover:bg-muted'
    }`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <div role="group" aria-label="Filter by category" className="mb-10 flex flex-wrap gap-2">
        <button
          type="button"
          aria-pressed={category === null}
          className={buttonClass(category === null)}
          onClick={() => setCategory(null)}
        >
          {ALL}
        </button>
        {blogCategories.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={category === name}
            className={buttonClass(category === name)}
            onClick={() => setCategory(name)}
          >
            {name}
          </button>
        ))}
      </div>
      <ArticleGrid articles={shown} />
    </div>
  );
}
