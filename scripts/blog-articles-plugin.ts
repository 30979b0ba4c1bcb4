import type { Plugin } from 'vite';
import { compileArticle } from './blog-article-markdown.ts';

/** Markdown files the blog imports: `src/client/content/blog/articles/<slug>.md`. */
const articleFile = /[\\/]content[\\/]blog[\\/]articles[\\/][^\\/]+\.md$/;

/**
 * Compiles each blog article's Markdown to its page data (front matter, HTML body, word count) at
 * build time, so the Markdown pipeline never reaches the browser: pages get HTML and numbers.
 */
export function blogArticles(): Plugin {
  return {
    name: 'blog-articles',
    enforce: 'pre',
    transform: {
      filter: { id: articleFile },
      handler(source, id) {
        return { code: `export default ${JSON.stringify(compileArticle(source, id))};`, map: null };
      },
    },
  };
}
