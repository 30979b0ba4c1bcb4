import { describe, expect, it } from 'vitest';
import { blogArticles } from './index.ts';
import {
  articlesInCategory,
  categorySlug,
  countWords,
  findArticle,
  findCategory,
  readingMinutes,
  relatedArticles,
} from './lookup.ts';
import type { BlogArticle } from './types.ts';

const article = (id: number, category: BlogArticle['category']): BlogArticle => ({
  id,
  slug: `a-${id}`,
  title: `A${id}`,
  excerpt: '',
  category,
  date: 'June 10, 2023',
  imageUrl: '',
  imageAlt: '',
  content: '',
});

describe('blog lookup', () => {
  it('gives each category a URL slug and finds it again', () => {
    expect(categorySlug('Risk Management')).toBe('risk-management');
    expect(categorySlug('Setup Guide')).toBe('setup-guide');
    expect(findCategory('technical-analysis')).toBe('Technical Analysis');
    expect(findCategory('nope')).toBeUndefined();
  });

  it('finds an article by slug', () => {
    expect(findArticle('securing-binance-api-keys')?.category).toBe('Security');
    expect(findArticle('no-such-article')).toBeUndefined();
  });

  it('reads at 225 words a minute, rounded, at least one minute', () => {
    const words = (n: number) => `<p>${'word '.repeat(n)}</p>`;
    expect(countWords('<p>one <strong>two</strong></p><ul><li>three</li></ul>')).toBe(3);
    expect(readingMinutes(words(10))).toBe(1);
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(words(450))).toBe(2);
    expect(readingMinutes(words(560))).toBe(2);
    expect(readingMinutes(words(565))).toBe(3);
  });

  it('relates three articles, same category first, never the article itself', () => {
    const all = [1, 2, 3, 4, 5].map((id) => article(id, 'Strategy')).concat(article(6, 'Security'));
    const related = relatedArticles(all[0] as BlogArticle, all);
    expect(related.map((a) => a.id)).toEqual([5, 4, 3]);
    expect(relatedArticles(all[5] as BlogArticle, all).map((a) => a.id)).toEqual([5, 4, 3]);
    expect(relatedArticles(all[3] as BlogArticle, [all[3], all[5]] as BlogArticle[])).toEqual([
      all[5],
    ]);
  });

  it('gives every real article three related articles', () => {
    for (const each of blogArticles) expect(relatedArticles(each)).toHaveLength(3);
  });

  it('holds six articles: two Setup Guide and one in each other category', () => {
    expect(blogArticles).toHaveLength(6);
    expect(articlesInCategory('Setup Guide')).toHaveLength(2);
    for (const category of [
      'Security',
      'Strategy',
      'Risk Management',
      'Technical Analysis',
    ] as const) {
      expect(articlesInCategory(category)).toHaveLength(1);
    }
  });
});
