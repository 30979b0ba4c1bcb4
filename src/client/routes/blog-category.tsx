import { useLoaderData } from 'react-router';
import { PageIntro } from '../components/page-intro.tsx';
import { categorySlug, findCategory } from '../content/blog/categories.ts';
import { articleSummaries } from '../content/blog/summaries.ts';
import { BlogIndex } from '../features/blog/blog-index.tsx';
import { BlogNotFound } from '../features/blog/blog-not-found.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import type { Route } from './+types/blog-category';

export function loader({ params }: Route.LoaderArgs) {
  const category = findCategory(params.category);
  if (!category) return { category: null, articles: [] };
  return {
    category,
    articles: articleSummaries().filter((article) => article.category === category),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const category = loaderData?.category;
  if (!category)
    return pageMeta({
      title: 'Category Not Found',
      description: 'This blog category does not exist.',
      noIndex: true,
    });
  return pageMeta({
    title: `${category} articles`,
    path: `/blog/category/${categorySlug(category)}`,
    description: `Cryptomaton blog articles about ${category.toLowerCase()}.`,
  });
};

export default function BlogCategoryPage() {
  const { category, articles } = useLoaderData<typeof loader>();
  if (!category) return <BlogNotFound title="Category Not Found" />;
  return (
    <>
      <PageIntro
        eyebrow="Blog category"
        title={category}
        lead={`Articles about ${category.toLowerCase()} for traders running Cryptomaton.`}
      />
      <BlogIndex articles={articles} category={category} />
    </>
  );
}
