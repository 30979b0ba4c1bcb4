import type { Plugin } from 'vite';
import { faqValues } from '../src/client/content/site/faq-values.ts';
import { compileArticle } from './blog-article-markdown.ts';
import { compileFaq } from './faq-markdown.ts';

/**
 * A Vite plugin that compiles the Markdown files `file` matches at build time into modules
 * exporting what `compile` makes of them, so the Markdown pipeline never reaches the browser.
 */
function markdownModules(
  name: string,
  file: RegExp,
  compile: (source: string, id: string) => unknown,
): Plugin {
  return {
    name,
    enforce: 'pre',
    transform: {
      filter: { id: file },
      handler(source, id) {
        return { code: `export default ${JSON.stringify(compile(source, id))};`, map: null };
      },
    },
  };
}

/**
 * The site's content written in Markdown: blog articles (`content/blog/articles/<slug>.md`,
 * front matter, HTML body and word count) and the FAQ (`content/site/faq.md`, its items).
 */
export const contentMarkdown = (): Plugin[] => [
  markdownModules(
    'blog-articles',
    /[\\/]content[\\/]blog[\\/]articles[\\/][^\\/]+\.md$/,
    compileArticle,
  ),
  markdownModules('faq', /[\\/]content[\\/]site[\\/]faq\.md$/, (source, id) =>
    compileFaq(source, id, faqValues),
  ),
];
