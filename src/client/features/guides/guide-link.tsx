import { ArrowRight, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { GuideLink as GuideLinkData } from '../../content/site/types.ts';

export const textLinkClass =
  'rounded-sm font-semibold text-primary underline decoration-primary/40 underline-offset-4 transition-colors hover:decoration-primary';

/** The arrow or external-link icon after a text link's words; stays with the last word. */
export const textLinkIconClass = 'ml-1.5 inline size-4 align-[-0.2em]';

/** A content link: in-site paths through the router, other sites in a new tab, said so. */
export function GuideLink({ link }: { link: GuideLinkData }) {
  if (link.href.startsWith('/')) {
    return (
      <Link to={link.href} className={textLinkClass}>
        {link.label}
        <ArrowRight className={textLinkIconClass} aria-hidden="true" />
      </Link>
    );
  }
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
      {link.label}
      <ExternalLink className={textLinkIconClass} aria-hidden="true" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
