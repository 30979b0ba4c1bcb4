import { Link } from 'react-router';
import { splitTextLinks } from './text-links.ts';

const linkClass =
  'rounded-sm font-medium text-primary underline decoration-primary/40 underline-offset-4 transition-colors hover:decoration-primary';

/**
 * Plain text with its site paths and email addresses made into links. The text is split, never
 * parsed as HTML, so React escapes every piece.
 */
export function LinkedText({ text }: { text: string }) {
  return splitTextLinks(text).map((segment, index) => {
    switch (segment.kind) {
      case 'text':
        return segment.text;
      case 'email':
        return (
          <a key={index} href={segment.href} className={linkClass}>
            {segment.text}
          </a>
        );
      case 'path':
        return (
          <Link
            key={index}
            to={segment.href}
            reloadDocument={segment.reloadDocument}
            className={linkClass}
          >
            {segment.text}
          </Link>
        );
    }
  });
}
