import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import type { ArtCollection } from '../../../shared/art.ts';
import { artCheckoutPath } from '../../../shared/art-display.ts';
import { formatUsd } from '../../../shared/money.ts';
import { toPercent } from '../../../shared/percent.ts';
import { commerce } from '../../../shared/site-config.ts';
import { ArtStatusBadge } from './art-status-badge.tsx';
import { canBuy, statusShown } from './art-filters.ts';
import { ArtworkView } from './artwork-view.tsx';
import { RarityBadge } from './rarity-badge.tsx';

/** One piece of the gallery: its artwork, what it is, how many are left, and the way to buy it. */
export function ArtCard({ collection, eager }: { collection: ArtCollection; eager: boolean }) {
  const { id, name, remainingSupply, totalSupply } = collection;
  const headingId = `art-${id}-name`;
  const buyable = canBuy(collection);
  const status = statusShown(collection);
  const left = totalSupply > 0 ? Math.min(100, toPercent(remainingSupply / totalSupply)) : 0;
  return (
    <article
      id={`art-${id}`}
      aria-labelledby={headingId}
      className="flex h-full scroll-mt-24 flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
    >
      <ArtworkView collection={collection} eager={eager} />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2">
          <RarityBadge rarity={collection.rarity} />
          <ArtStatusBadge status={status} />
          {collection.isSample ? (
            <span className="rounded-full border border-dashed border-muted-foreground px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
              Sample piece
            </span>
          ) : null}
        </div>
        <h2 id={headingId} className="mt-3 text-xl font-semibold tracking-tight">
          {name}
        </h2>
        {collection.description ? (
          <p className="mt-2 flex-1 text-sm leading-6 whitespace-pre-line text-muted-foreground">
            {collection.description}
          </p>
        ) : (
          <div className="flex-1" />
        )}
        <div className="mt-5">
          <p className="flex items-baseline justify-between text-sm">
            <span className="text-muted-foreground">Remaining</span>
            <span className="font-semibold tabular-nums">
              {remainingSupply} / {totalSupply}
            </span>
          </p>
          <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <div className="h-full rounded-full bg-primary" style={{ width: `${left}%` }} />
          </div>
        </div>
        <div className="mt-5 flex items-center justify-between gap-4">
          <p className="text-2xl font-bold tabular-nums">
            <span className="sr-only">Price: </span>
            {formatUsd(collection.priceCents)}
          </p>
          {buyable ? (
            // Checkout is always a full page load: its document carries the card provider's policy.
            <Link
              to={artCheckoutPath(id)}
              reloadDocument
              aria-label={`Buy now: ${name}`}
              className="btn-primary"
            >
              <ShoppingCart className="size-4" aria-hidden="true" />
              Buy now
            </Link>
          ) : (
            <button type="button" disabled className="btn-secondary">
              Sold out
            </button>
          )}
        </div>
        {!buyable && status !== 'sold-out' && remainingSupply > 0 ? (
          <p className="mt-3 text-xs text-muted-foreground">
            The last {remainingSupply === 1 ? 'piece is' : `${remainingSupply} pieces are`} held for
            buyers who are paying now; any not bought return within {commerce.artHoldMinutes}{' '}
            minutes.
          </p>
        ) : null}
      </div>
    </article>
  );
}
