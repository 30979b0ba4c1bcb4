import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogArticles } from '../../src/client/content/blog/index.ts';
import { focusableCodeBlocks } from '../../src/client/components/rich-text.tsx';

// Reads the real build (npm test builds first): what a crawler or a reader without JS gets.
const pageFor = (slug: string) =>
  readFileSync(path.resolve('build/client/blog', slug, 'index.html'), 'utf8');

describe.each(blogArticles.map((article) => [article.slug, article] as const))(
  'prerendered article %s',
  (_slug, article) => {
    it('holds the full article text in its HTML', () => {
      const html = pageFor(article.slug);
      expect(html).toContain(focusableCodeBlocks(article.content));
      expect(html).toContain(`<h1`);
      expect(html).toContain(article.title.replace(/&/g, '&amp;'));
    });

    it('is at least 800 words long', () => {
      expect(article.words).toBeGreaterThanOrEqual(800);
    });

    it('links only to pages of this site that exist', () => {
      const links = [...article.content.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '');
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.startsWith('/'), link).toBe(true);
        const file =
          link === '/' ? 'index.html' : path.join(link.split('#')[0] ?? '', 'index.html');
        expect(
          () => readFileSync(path.resolve('build/client', file.replace(/^\//, ''))),
          link,
        ).not.toThrow();
      }
    });
  },
);
