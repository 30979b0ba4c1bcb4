import path from 'node:path';
import type { Root as Markdown, Yaml } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Element, Root as Html, Text } from 'hast';
import rehypeStringify from 'rehype-stringify';
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';
import type { BlogArticle } from '../src/client/content/blog/types.ts';
import { blogFrontMatter } from './blog-article-front-matter.ts';

const markdown = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']);
// Named references (&amp; rather than &#x26;) as the articles were always written.
const toHtml = unified()
  .use(remarkRehype)
  .use(trimCodeBlocks)
  .use(rehypeStringify, { characterReferences: { useNamedReferences: true } });

/**
 * remark-rehype ends every code block with a newline; the shop's code blocks never did, and the
 * line would show as empty space under the last command.
 */
function trimCodeBlocks() {
  return (tree: Html) =>
    visit(tree, 'element', (node: Element) => {
      const text = node.tagName === 'code' ? node.children.at(-1) : undefined;
      if (text?.type === 'text') (text as Text).value = text.value.replace(/\n$/, '');
    });
}

/** Blocks whose text a reader reads in one run: a list item's text is its paragraphs. */
const textBlocks = new Set(['paragraph', 'heading', 'code', 'tableCell']);

/**
 * Words as a reader counts them, from the Markdown's own tree rather than from stripping tags off
 * HTML: each block's text, split on white space. Raw HTML is markup, not words.
 */
export function countWords(tree: Markdown): number {
  let words = 0;
  visit(tree, (node) => {
    if (!textBlocks.has(node.type)) return;
    words += toString(node, { includeHtml: false }).split(/\s+/).filter(Boolean).length;
    return SKIP;
  });
  return words;
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
  const tree = markdown.parse(source);
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
  const body = toHtml.runSync(tree);
  return {
    slug,
    title,
    excerpt,
    category,
    date,
    ...(updated ? { updatedDate: updated } : {}),
    imageUrl: image,
    imageAlt,
    content: toHtml.stringify(body),
    words: countWords(tree),
  };
}
