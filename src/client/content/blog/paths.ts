import { blogNotFoundPaths } from '../../../shared/site-routes.ts';
import { blogArticles } from './index.ts';
import { categorySlug } from './lookup.ts';
import { blogCategories } from './types.ts';

/** Every blog page the build prerenders, including the two not-found pages. */
export function blogPaths(): string[] {
  return [
    ...blogArticles.map((article) => `/blog/${article.slug}`),
    ...blogCategories.map((category) => `/blog/category/${categorySlug(category)}`),
    blogNotFoundPaths.article,
    blogNotFoundPaths.category,
  ];
}
