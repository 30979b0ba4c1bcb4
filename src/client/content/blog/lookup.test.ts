import { describe, expect, it } from 'vitest';
import { blogArticles } from './index.ts';
import { categorySlug, findCategory } from './categories.ts';
import { articleSlugs } from './paths.ts';
import { articlesInCategory, findArticle, readingMinutes, relatedArticles } from './lookup.ts';
import type { BlogArticle } from './types.ts';

/** Article `id` was published on the id-th day of 2023: a higher id is newer. */
const article = (id: number, category: BlogArticle['category']): BlogArticle => ({
  slug: `a-${id}`,
  title: `A${id}`,
  excerpt: '',
  category,
  date: `2023-06-${String(id).padStart(2, '0')}`,
  imageUrl: '',
  imageAlt: '',
  content: '',
  words: 0,
});
const ids = (articles: BlogArticle[]) => articles.map((each) => Number(each.slug.slice(2)));

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
    expect(readingMinutes(10)).toBe(1);
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(450)).toBe(2);
    expect(readingMinutes(560)).toBe(2);
    expect(readingMinutes(565)).toBe(3);
  });

  it('relates three articles, same category first, never the article itself', () => {
    const all = [1, 2, 3, 4, 5].map((id) => article(id, 'Strategy')).concat(article(6, 'Security'));
    expect(ids(relatedArticles(all[0] as BlogArticle, all))).toEqual([5, 4, 3]);
    expect(ids(relatedArticles(all[5] as BlogArticle, all))).toEqual([5, 4, 3]);
    expect(relatedArticles(all[3] as BlogArticle, [all[3], all[5]] as BlogArticle[])).toEqual([
      all[5],
    ]);
  });

  it('gives every real article three related articles', () => {
    for (const each of blogArticles) expect(relatedArticles(each)).toHaveLength(3);
  });

  it('lists the articles oldest first, one per Markdown file', () => {
    const dates = blogArticles.map((each) => each.date);
    expect(dates).toEqual([...dates].sort());
    expect(blogArticles.map((each) => each.slug).sort()).toEqual(articleSlugs());
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
