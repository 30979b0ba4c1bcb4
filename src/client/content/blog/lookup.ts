import { interfaceLimits } from '../../../shared/site-config.ts';
import { blogArticles } from './index.ts';
import { blogCategories, type BlogArticle, type BlogCategory } from './types.ts';

/** "Risk Management" → "risk-management": the category's URL segment. */
export function categorySlug(category: BlogCategory): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function findCategory(slug: string): BlogCategory | undefined {
  return blogCategories.find((category) => categorySlug(category) === slug);
}

export function findArticle(
  slug: string,
  articles: readonly BlogArticle[] = blogArticles,
): BlogArticle | undefined {
  return articles.find((article) => article.slug === slug);
}

export function countWords(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

/** Minutes at 225 words a minute, rounded, never less than one. */
export function readingMinutes(html: string): number {
  return Math.max(1, Math.round(countWords(html) / interfaceLimits.readingWordsPerMinute));
}

/**
 * Three other articles for the end of an article: those of the same category first, then the
 * rest, newest first within each, so every article has a next read.
 */
export function relatedArticles(
  article: BlogArticle,
  articles: readonly BlogArticle[] = blogArticles,
): BlogArticle[] {
  const sameCategory = (other: BlogArticle) => (other.category === article.category ? 0 : 1);
  return articles
    .filter((other) => other.slug !== article.slug)
    .sort((a, b) => sameCategory(a) - sameCategory(b) || b.id - a.id)
    .slice(0, interfaceLimits.relatedArticlesCount);
}

export function articlesInCategory(
  category: BlogCategory,
  articles: readonly BlogArticle[] = blogArticles,
) {
  return articles.filter((article) => article.category === category);
}
