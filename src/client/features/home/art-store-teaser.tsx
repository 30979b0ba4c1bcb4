import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { linkTerms } from '../../../shared/link-terms.ts';
import { artStoreLink } from '../../shell/nav-links.ts';

/** The home page's way into the art store: what it sells, in a line, and the link. */
export function ArtStoreTeaser() {
  const { hours, maxDownloads } = linkTerms('art');
  return (
    <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
      <p className="max-w-2xl text-muted-foreground">
        Each piece comes with a certificate of authenticity and its usage rights, delivered as one
        download (a link good for {hours} hours and {maxDownloads} downloads).
      </p>
      <Link to={artStoreLink.to} className="btn-secondary shrink-0">
        Browse the {artStoreLink.label.toLowerCase()}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}
