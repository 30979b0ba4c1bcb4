import type { Nodes, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { escapeHtml } from './layout.ts';

const parser = unified().use(remarkParse);

const styles = {
  heading: 'margin:20px 0 8px;font-size:17px;font-weight:700;line-height:1.4;',
  paragraph: 'margin:0 0 12px;',
  list: 'margin:0 0 12px;padding-left:22px;',
  item: 'margin:0 0 4px;',
  quote: 'margin:0 0 12px;padding:0 0 0 12px;border-left:3px solid #e2e8f0;color:#475569;',
  pre: 'margin:0 0 12px;padding:12px;background:#f1f5f9;border-radius:6px;font-family:Menlo,Consolas,monospace;font-size:13px;white-space:pre-wrap;word-break:break-word;',
  code: 'font-family:Menlo,Consolas,monospace;font-size:13px;background:#f1f5f9;padding:1px 4px;border-radius:4px;',
  rule: 'border:0;border-top:1px solid #e2e8f0;margin:16px 0;',
} as const;

/** Links a mail may carry: the web and mail addresses, never `javascript:` or `data:`. */
const SAFE_LINK = /^(https?:|mailto:)/i;

/**
 * A release's changelog (Markdown the owner wrote) as the mail's HTML. Built from the parsed tree
 * with every text escaped, so nothing the changelog holds becomes markup of its own: raw HTML in
 * it is dropped, images show their description (mail clients block remote images), and links
 * other than web and mail links stay plain text. Styles are inline, as mail clients need.
 */
export function changelogHtml(markdown: string): string {
  return blocks(parser.parse(markdown).children);
}

/** The same changelog for the mail's text part: the Markdown itself reads as text. */
export function changelogText(markdown: string): string {
  return markdown.replace(/\r\n?/g, '\n').trim();
}

function blocks(nodes: readonly Nodes[]): string {
  return nodes.map(render).filter(Boolean).join('\n');
}

function inline(nodes: readonly Nodes[]): string {
  return nodes.map(render).join('');
}

function render(node: Nodes): string {
  switch (node.type) {
    case 'root':
      return blocks((node as Root).children);
    case 'heading':
      return `<p style="${styles.heading}">${inline(node.children)}</p>`;
    case 'paragraph':
      return `<p style="${styles.paragraph}">${inline(node.children)}</p>`;
    case 'list': {
      const tag = node.ordered ? 'ol' : 'ul';
      const items = node.children.map((item) => {
        // A tight list's item is one paragraph: its text without the paragraph's margin.
        const [only] = item.children;
        const content =
          item.children.length === 1 && only?.type === 'paragraph'
            ? inline(only.children)
            : blocks(item.children);
        return `<li style="${styles.item}">${content}</li>`;
      });
      return `<${tag} style="${styles.list}">${items.join('')}</${tag}>`;
    }
    case 'blockquote':
      return `<blockquote style="${styles.quote}">${blocks(node.children)}</blockquote>`;
    case 'code':
      return `<pre style="${styles.pre}">${escapeHtml(node.value)}</pre>`;
    case 'thematicBreak':
      return `<hr style="${styles.rule}">`;
    case 'text':
      return escapeHtml(node.value);
    case 'strong':
      return `<strong>${inline(node.children)}</strong>`;
    case 'emphasis':
      return `<em>${inline(node.children)}</em>`;
    case 'delete':
      return `<s>${inline(node.children)}</s>`;
    case 'inlineCode':
      return `<code style="${styles.code}">${escapeHtml(node.value)}</code>`;
    case 'break':
      return '<br>';
    case 'link': {
      const text = inline(node.children);
      if (!SAFE_LINK.test(node.url)) return text;
      return `<a href="${escapeHtml(node.url)}" style="color:#047857;">${text}</a>`;
    }
    case 'image':
      return escapeHtml(node.alt ?? '');
    case 'html':
    case 'definition':
    case 'footnoteDefinition':
    case 'yaml':
      return '';
    default:
      return 'children' in node ? inline(node.children as Nodes[]) : '';
  }
}
