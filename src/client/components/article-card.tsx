import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { ArticleSummary } from '../content/blog/summaries.ts';
import { formatContentDate } from '../lib/dates.ts';

export function ArticleCard({
  article,
  headingLevel = 'h2',
}: {
  article: ArticleSummary;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
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
        <Heading className="mt-2 text-lg font-semibold">{article.title}</Heading>
        <p className="mt-2 flex-1 text-sm leading-6 text-muted-foreground">{article.excerpt}</p>
        <div className="mt-4 flex items-center justify-between text-sm">
          <time dateTime={article.date} className="text-muted-foreground">
            {formatContentDate(article.date)}
          </time>
          {/* Screen readers hear the aria-label. Lighthouse and search engines read the link's
              text instead, so the article's title is in it too, visually hidden: the eye sees
              "Read more". */}
          <Link
            to={`/blog/${article.slug}`}
            aria-label={`Read more: ${article.title}`}
            className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
          >
            Read more<span className="sr-only">: {article.title}</span>
            <ArrowRight className="size-3.5" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </article>
  );
}
