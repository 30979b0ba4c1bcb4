/** Code blocks scroll sideways on a phone; a tab stop lets keyboard users scroll them too. */
export const focusableCodeBlocks = (html: string) => html.replaceAll('<pre>', '<pre tabindex="0">');

/**
 * The site's own trusted HTML (FAQ answers, articles), never visitor input, styled as rich text
 * (app.css): paragraphs, lists, links and code blocks that scroll inside themselves.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`rich-text ${className ?? ''}`}
      dangerouslySetInnerHTML={{ __html: focusableCodeBlocks(html) }}
    />
  );
}
