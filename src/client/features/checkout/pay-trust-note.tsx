import { Link } from 'react-router';
import { seller } from '../../lib/seller.ts';

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

/**
 * What a buyer wants to know at the moment of paying: who takes the money, and when it can come
 * back. It sums up the refund policy (section 2: a change of mind is refunded until the download
 * link is accessed) and links to it and to the terms.
 */
export function PayTrustNote() {
  return (
    <div className="grid gap-1 text-sm text-muted-foreground" data-testid="pay-trust-note">
      <p>
        Sold by <strong className="text-foreground">{seller.name}</strong>, {seller.address}.
      </p>
      <p>
        Change your mind before you open the download link and we refund you in full; downloading
        ends change-of-mind refunds. See the{' '}
        <Link to="/refund-policy" className={linkClass}>
          refund policy
        </Link>{' '}
        and the{' '}
        <Link to="/terms-of-service" className={linkClass}>
          terms
        </Link>
        .
      </p>
    </div>
  );
}
