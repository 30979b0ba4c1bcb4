export const blogCategories = [
  'Setup Guide',
  'Security',
  'Strategy',
  'Risk Management',
  'Technical Analysis',
] as const;

export type BlogCategory = (typeof blogCategories)[number];

/** An article as compiled from its Markdown file in `articles/` (scripts/blog-article-markdown.ts). */
export interface BlogArticle {
  /** The file name: the article is served at `/blog/<slug>`. */
  slug: string;
  title: string;
  /** One or two sentences, under 200 characters. */
  excerpt: string;
  category: BlogCategory;
  /** ISO day, such as '2025-06-24'; shown through formatContentDate. */
  date: string;
  /** Same format as date; only set when the article was revised. */
  updatedDate?: string;
  /** '/images/blog/<slug>.svg' */
  imageUrl: string;
  /** Describes the cover illustration. */
  imageAlt: string;
  /** The article body as HTML: no h1, starts with a paragraph. */
  content: string;
  /** Words in the body, counted on the Markdown: gives the reading time. */
  words: number;
}
