export const blogCategories = [
  'Setup Guide',
  'Security',
  'Strategy',
  'Risk Management',
  'Technical Analysis',
] as const;

export type BlogCategory = (typeof blogCategories)[number];

export interface BlogArticle {
  id: number;
  slug: string;
  title: string;
  /** One or two sentences, under 200 characters. */
  excerpt: string;
  category: BlogCategory;
  /** Display string such as 'June 10, 2023'. */
  date: string;
  /** Same format as date; only set when the article was revised. */
  updatedDate?: string;
  /** '/images/blog/<slug>.svg' */
  imageUrl: string;
  /** Describes the cover illustration. */
  imageAlt: string;
  /** The article body as an HTML string: no h1, starts with a paragraph. */
  content: string;
}
