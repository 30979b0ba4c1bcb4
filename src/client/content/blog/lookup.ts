import { interfaceLimits } from '../../../shared/site-config.ts';
import { blogArticles } from './index.ts';
import type { BlogArticle, BlogCategory } from './types.ts';

export function findArticle(
  slug: string,
  articles: readonly BlogArticle[] = blogArticles,
): BlogArticle | undefined {
  return articles.find((article) => article.slug === slug);
}

/** Minutes at 225 words a minute, rounded, never less than one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / interfaceLimits.readingWordsPerMinute));
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
    .sort((a, b) => sameCategory(a) - sameCategory(b) || b.date.localeCompare(a.date))
    .slice(0, interfaceLimits.relatedArticlesCount);
}

export function articlesInCategory(
  category: BlogCategory,
  articles: readonly BlogArticle[] = blogArticles,
) {
  return articles.filter((article) => article.category === category);
}
