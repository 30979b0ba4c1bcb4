import path from 'node:path';
import type { Heading, Root as Markdown, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { Root as Html } from 'hast';
import { visit } from 'unist-util-visit';
import type { FaqItem } from '../src/client/content/site/types.ts';
import { blockTexts, markdownToHtml, parseMarkdown } from './markdown-html.ts';

export type FaqValues = Readonly<Record<string, string | number>>;

const isQuestion = (node: RootContent): node is Heading =>
  node.type === 'heading' && node.depth === 2;

/**
 * Puts each `{name}` in the tree's text, code and link targets in place, before any HTML is
 * written: a value is text, so the HTML writer escapes it and it can never become markup.
 */
function fillValues(tree: Markdown, values: FaqValues, name: string): void {
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => {
      const value = values[key];
      if (value === undefined)
        throw new Error(
          `${name}: {${key}} is no FAQ value; use one of ${Object.keys(values).join(', ')}`,
        );
      return String(value);
    });
  visit(tree, (node) => {
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code')
      node.value = fill(node.value);
    if (node.type === 'link') node.url = fill(node.url);
  });
}

/** Links that leave the site open in a new tab and tell the other site nothing. */
function openOtherSitesApart(html: Html): void {
  visit(html, 'element', (node) => {
    const href = node.tagName === 'a' ? node.properties.href : undefined;
    if (typeof href !== 'string' || !/^https?:\/\//.test(href)) return;
    node.properties.rel = ['noopener', 'noreferrer'];
    node.properties.target = '_blank';
  });
}

/**
 * The FAQ's Markdown file as its items: each `## ` heading is a question, the blocks under it
 * its answer, as HTML for the page and as plain text for search engines (FAQPage data).
 */
export function compileFaq(source: string, file: string, values: FaqValues): FaqItem[] {
  const name = path.relative(process.cwd(), file);
  const tree = parseMarkdown(source);
  fillValues(tree, values, name);
  const [first, ...rest] = tree.children;
  if (!first || !isQuestion(first))
    throw new Error(`${name}: start with a question, a line beginning with "## "`);
  const sections: { question: Heading; answer: RootContent[] }[] = [];
  for (const node of [first, ...rest]) {
    if (isQuestion(node)) sections.push({ question: node, answer: [] });
    else sections.at(-1)?.answer.push(node);
  }
  return sections.map(({ question, answer }) => {
    const text = toString(question);
    if (answer.length === 0) throw new Error(`${name}: "${text}" has no answer`);
    const body: Markdown = { type: 'root', children: answer };
    return {
      question: text,
      answer: markdownToHtml(body, openOtherSitesApart),
      answerText: blockTexts(body).join(' ').replace(/\s+/g, ' ').trim(),
    };
  });
}
