import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ArticleSummary } from '../../content/blog/summaries.ts';

/** Cards for the newest articles; the bodies stay out of the page's JavaScript. */
export function BlogTeaser({ articles }: { articles: ArticleSummary[] }) {
  return (
    <ul className="mt-12 grid gap-6 md:grid-cols-3">
      {articles.map((article) => (
        <li
          key={article.slug}
          className="flex flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
        >
          <img
            src={article.imageUrl}
            alt={article.imageAlt}
            width={1200}
            height={630}
            loading="lazy"
            className="aspect-[1200/630] w-full object-cover"
          />
          <div className="flex flex-1 flex-col p-6">
            <p className="text-xs font-semibold tracking-wide text-primary uppercase">
              {article.category}
            </p>
            <h3 className="mt-2 text-lg font-semibold">{article.title}</h3>
            <p className="mt-2 flex-1 text-sm leading-6 text-muted-foreground">{article.excerpt}</p>
            <div className="mt-4 flex items-center justify-between text-sm">
              <span className="text-muted-foreground">{article.date}</span>
              <Link
                to={`/blog/${article.slug}`}
                className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
              >
                Read more<span className="sr-only">: {article.title}</span>{' '}
                <ArrowRight className="size-3.5" aria-hidden="true" />
              </Link>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
