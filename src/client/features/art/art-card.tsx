import { Link } from 'react-router';
import type { ArtCollection } from '../../../shared/art.ts';
import { artPiecePath } from '../../../shared/art-display.ts';
import { formatUsd } from '../../../shared/money.ts';
import { toPercent } from '../../../shared/percent.ts';
import { ArtBuyButton, ArtHeldNote } from './art-buy-action.tsx';
import { ArtStatusBadge } from './art-status-badge.tsx';
import { statusShown } from './art-filters.ts';
import { ArtworkView } from './artwork-view.tsx';
import { RarityBadge } from './rarity-badge.tsx';

/** One piece of the gallery: its artwork, what it is, how many are left, and the way to buy it. */
export function ArtCard({ collection, eager }: { collection: ArtCollection; eager: boolean }) {
  const { id, name, remainingSupply, totalSupply } = collection;
  const headingId = `art-${id}-name`;
  const left = totalSupply > 0 ? Math.min(100, toPercent(remainingSupply / totalSupply)) : 0;
  return (
    <article
      id={`art-${id}`}
      aria-labelledby={headingId}
      className="flex h-full scroll-mt-24 flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
    >
      {collection.artwork?.kind === 'youtube' || collection.artwork?.kind === 'video' ? (
        // A player is a control of its own: only the name links to the page.
        <ArtworkView collection={collection} eager={eager} />
      ) : (
        // The same page as the name's link; keyboards reach it once, through the name.
        <Link to={artPiecePath(collection.slug)} tabIndex={-1} className="block">
          <ArtworkView collection={collection} eager={eager} />
        </Link>
      )}
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-2">
          <RarityBadge rarity={collection.rarity} />
          <ArtStatusBadge status={statusShown(collection)} />
          {collection.isSample ? (
            <span className="rounded-full border border-dashed border-muted-foreground px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
              Sample piece
            </span>
          ) : null}
        </div>
        <h2 id={headingId} className="mt-3 text-xl font-semibold tracking-tight">
          <Link
            to={artPiecePath(collection.slug)}
            className="rounded-sm underline-offset-4 hover:text-primary hover:underline"
          >
            {name}
          </Link>
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
          <ArtBuyButton collection={collection} />
        </div>
        <ArtHeldNote collection={collection} />
      </div>
    </article>
  );
}
