import { useLoaderData } from 'react-router';
import { PageIntro } from '../components/page-intro.tsx';
import { articleSummaries } from '../content/blog/summaries.ts';
import { BlogIndex } from '../features/blog/blog-index.tsx';
import { pageMeta } from '../seo/page-meta.ts';

// Build time only: the list needs titles and excerpts, not the article bodies.
export function loader() {
  return { articles: articleSummaries() };
}

export const meta = () =>
  pageMeta({
    title: 'Blog',
    path: '/blog',
    description:
      'Guides on VPS set-up, Binance API key security, risk management, strategy choice, Telegram notifications and technical indicators.',
  });

export default function BlogPage() {
  const { articles } = useLoaderData<typeof loader>();
  return (
    <>
      <PageIntro
        eyebrow="Blog"
        title="Trading automation blog"
        lead="Guides on setting up, securing and running an automated crypto trading bot."
      />
      <BlogIndex articles={articles} category={null} />
    </>
  );
}
