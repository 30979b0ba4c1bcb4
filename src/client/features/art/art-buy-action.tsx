import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import type { ArtCollection } from '../../../shared/art.ts';
import { artCheckoutPath } from '../../../shared/art-display.ts';
import { commerce } from '../../../shared/site-config.ts';
import { canBuy, statusShown } from './art-filters.ts';

/** The way to buy a piece (the gallery card and the piece page alike), or why there is none. */
export function ArtBuyButton({ collection }: { collection: ArtCollection }) {
  return canBuy(collection) ? (
    // Checkout is always a full page load: its document carries the card provider's policy.
    <Link
      to={artCheckoutPath(collection.id)}
      reloadDocument
      aria-label={`Buy now: ${collection.name}`}
      className="btn-primary"
    >
      <ShoppingCart className="size-4" aria-hidden="true" />
      Buy now
    </Link>
  ) : (
    <button type="button" disabled className="btn-secondary">
      Sold out
    </button>
  );
}

/** Why a piece with units left can't be started now: they are held for buyers who are paying. */
export function ArtHeldNote({ collection }: { collection: ArtCollection }) {
  const { remainingSupply } = collection;
  if (canBuy(collection) || statusShown(collection) === 'sold-out' || remainingSupply <= 0)
    return null;
  return (
    <p className="mt-3 text-xs text-muted-foreground">
      The last {remainingSupply === 1 ? 'piece is' : `${remainingSupply} pieces are`} held for
      buyers who are paying now; any not bought return within {commerce.artHoldMinutes} minutes.
    </p>
  );
}
