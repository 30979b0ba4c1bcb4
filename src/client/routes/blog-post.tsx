import { Clock } from 'lucide-react';
import { Link, useLoaderData } from 'react-router';
import { categorySlug } from '../content/blog/categories.ts';
import { findArticle, readingMinutes, relatedArticles } from '../content/blog/lookup.ts';
import { formatContentDate } from '../lib/dates.ts';
import { RichText } from '../components/rich-text.tsx';
import { ArticleCard } from '../components/article-card.tsx';
import { BlogNotFound } from '../features/blog/blog-not-found.tsx';
import { Breadcrumbs } from '../features/blog/breadcrumbs.tsx';
import { CtaBanner } from '../features/marketing/cta-banner.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { articleLd, breadcrumbListLd } from '../seo/structured-data.ts';
import type { Route } from './+types/blog-post';

// Build time only: the article reaches the browser as prerendered HTML and page data, not as code.
export function loader({ params }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  if (!article) return { article: null, minutes: 0, related: [] };
  const related = relatedArticles(article).map(
    ({ content: _content, words: _words, ...summary }) => summary,
  );
  return { article, minutes: readingMinutes(article.words), related };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const article = loaderData?.article;
  if (!article)
    return pageMeta({
      title: 'Blog Post Not Found',
      description: 'This article does not exist.',
      noIndex: true,
    });
  const path = `/blog/${article.slug}`;
  const categoryPath = `/blog/category/${categorySlug(article.category)}`;
  return pageMeta({
    title: article.title,
    description: article.excerpt,
    path,
    type: 'article',
    structuredData: [
      articleLd({ ...article, path }),
      breadcrumbListLd([
        { name: 'Home', path: '/' },
        { name: 'Blog', path: '/blog' },
        { name: article.category, path: categoryPath },
        { name: article.title, path },
      ]),
    ],
  });
};

export default function BlogPostPage() {
  const { article, minutes, related } = useLoaderData<typeof loader>();
  if (!article) return <BlogNotFound />;
  return (
    <>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <Breadcrumbs
          crumbs={[
            { label: 'Home', to: '/' },
            { label: 'Blog', to: '/blog' },
            { label: article.category, to: `/blog/category/${categorySlug(article.category)}` },
            { label: article.title },
          ]}
        />
        <p className="mt-8 text-sm font-semibold tracking-wide text-primary uppercase">
          {article.category}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
          {article.title}
        </h1>
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span>{formatContentDate(article.date)}</span>
          {article.updatedDate ? (
            <span>Updated {formatContentDate(article.updatedDate)}</span>
          ) : null}
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" /> {minutes} min read
          </span>
        </p>
        <img
          src={article.imageUrl}
          alt={article.imageAlt}
          width={1200}
          height={630}
          className="mt-8 aspect-[1200/630] w-full rounded-2xl border border-border object-cover"
        />
        {article.content ? (
          <RichText
            html={article.content}
            className="mt-8 text-lg leading-8 text-muted-foreground"
          />
        ) : (
          <p className="mt-8 text-muted-foreground">Content coming soon.</p>
        )}
        <p className="mt-12">
          <Link
            to="/blog"
            className="font-semibold text-primary underline-offset-4 hover:underline"
          >
            ← Back to Blog
          </Link>
        </p>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="border-t border-border bg-muted/50">
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
            <h2 id="related-title" className="text-2xl font-bold">
              Related articles
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {related.map((item) => (
                <li key={item.slug}>
                  <ArticleCard article={item} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <CtaBanner title="Put these ideas to work" />
    </>
  );
}
