import type { ArticleSummary } from '../../content/blog/summaries.ts';
import { ArticleCard } from '../../components/article-card.tsx';

export function ArticleGrid({ articles }: { articles: ArticleSummary[] }) {
  if (articles.length === 0) {
    return (
      <p className="py-16 text-center text-muted-foreground">No articles found in this category.</p>
    );
  }
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {articles.map((article) => (
        <li key={article.slug}>
          <ArticleCard article={article} />
        </li>
      ))}
    </ul>
  );
}
