import type { ArticleSummary } from '../../content/blog/summaries.ts';
import { ArticleCard } from '../../components/article-card.tsx';

/** Cards for the newest articles; the bodies stay out of the page's JavaScript. */
export function BlogTeaser({ articles }: { articles: ArticleSummary[] }) {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-3">
      {articles.map((article) => (
        <li key={article.slug}>
          <ArticleCard article={article} headingLevel="h3" />
        </li>
      ))}
    </ul>
  );
}
