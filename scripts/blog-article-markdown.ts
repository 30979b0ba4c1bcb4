import path from 'node:path';
import type { Root as Markdown, Yaml } from 'mdast';
import { parse as parseYaml } from 'yaml';
import type { BlogArticle } from '../src/client/content/blog/types.ts';
import { blogFrontMatter } from './blog-article-front-matter.ts';
import { blockTexts, markdownToHtml, parseMarkdown } from './markdown-html.ts';

/** Words as a reader counts them: each block's text, split on white space. */
function countWords(tree: Markdown): number {
  return blockTexts(tree).flatMap((text) => text.split(/\s+/).filter(Boolean)).length;
}

/** The file name is the article's URL: `articles/<slug>.md` is served at `/blog/<slug>`. */
const slugOf = (file: string) => path.basename(file, '.md');

/**
 * One article's Markdown file (front matter, then the body) as the page data the blog renders.
 * A bad file stops the build with a message naming the file and the field.
 */
export function compileArticle(source: string, file: string): BlogArticle {
  const name = path.relative(process.cwd(), file);
  const slug = slugOf(file);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug))
    throw new Error(`${name}: the file name is the URL, use lower-case words joined by hyphens`);
  const tree = parseMarkdown(source);
  const yaml = tree.children[0]?.type === 'yaml' ? (tree.children[0] as Yaml) : undefined;
  if (!yaml) throw new Error(`${name}: the article must start with front matter between --- lines`);
  const checked = blogFrontMatter.safeParse(parseYaml(yaml.value));
  if (!checked.success) {
    const problems = checked.error.issues.map(
      (issue) => `${issue.path.join('.') || '(front matter)'}: ${issue.message}`,
    );
    throw new Error(`${name}: front matter ${problems.join('; ')}`);
  }
  const { title, category, date, updated, excerpt, image, imageAlt } = checked.data;
  tree.children.shift();
  return {
    slug,
    title,
    excerpt,
    category,
    date,
    ...(updated ? { updatedDate: updated } : {}),
    imageUrl: image,
    imageAlt,
    content: markdownToHtml(tree),
    words: countWords(tree),
  };
}
