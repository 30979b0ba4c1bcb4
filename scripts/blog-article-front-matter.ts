import { z } from 'zod';
import { blogCategories } from '../src/client/content/blog/types.ts';

const isoDay = z.iso.date('Write the date as YYYY-MM-DD, e.g. 2025-06-24.');

/** What a writer puts between the `---` lines at the top of an article's Markdown file. */
export const blogFrontMatter = z.strictObject({
  title: z.string().min(1),
  category: z.enum(blogCategories),
  date: isoDay,
  /** Only when the article was revised. */
  updated: isoDay.optional(),
  /** One or two sentences, under 200 characters: the cards and the meta description. */
  excerpt: z.string().min(1).max(200),
  /** '/images/blog/<slug>.svg' */
  image: z.string().startsWith('/images/blog/'),
  /** Describes the cover illustration. */
  imageAlt: z.string().min(1),
});

export type BlogFrontMatter = z.infer<typeof blogFrontMatter>;
