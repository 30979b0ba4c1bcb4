import { blogCategories, type BlogCategory } from './types.ts';

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
