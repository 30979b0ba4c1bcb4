import type { Root as Markdown } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Element, Root as Html, Text } from 'hast';
import rehypeStringify from 'rehype-stringify';
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';

/** The shop's one Markdown pipeline (blog articles, FAQ answers): parse, then HTML or text. */
const markdown = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']);
const toHast = unified().use(remarkRehype).use(trimCodeBlocks);
// Named references (&amp; rather than &#x26;) as the site's HTML was always written.
const toHtml = unified().use(rehypeStringify, {
  characterReferences: { useNamedReferences: true },
});

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

export const parseMarkdown = (source: string): Markdown => markdown.parse(source);

/** Markdown as HTML; `adjust` may change the HTML tree before it is written out. */
export function markdownToHtml(tree: Markdown, adjust?: (html: Html) => void): string {
  const html = toHast.runSync(tree);
  adjust?.(html);
  return toHtml.stringify(html);
}

/** Blocks whose text a reader reads in one run: a list item's text is its paragraphs. */
const textBlocks = new Set(['paragraph', 'heading', 'code', 'tableCell']);

/**
 * The text of each block as a reader reads it, from the Markdown's own tree rather than from
 * stripping tags off HTML. Raw HTML is markup, not text.
 */
export function blockTexts(tree: Markdown): string[] {
  const texts: string[] = [];
  visit(tree, (node) => {
    if (!textBlocks.has(node.type)) return;
    texts.push(toString(node, { includeHtml: false }));
    return SKIP;
  });
  return texts;
}
