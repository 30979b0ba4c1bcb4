import { TriangleAlert } from 'lucide-react';
import { type ArtCollection, artRarityLabels, artStatusLabels } from '../../../shared/art.ts';
import { formatUsd } from '../../../shared/money.ts';

const badge =
  'inline-flex items-center rounded-full border border-border bg-muted px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/**
 * What a card says at a glance: name, badges, price, where the supply stands (sold as the sales
 * count it, not total minus left), and a warning when the hand-set status contradicts the supply.
 */
export function CollectionSummary({
  collection,
  headingId,
}: {
  collection: ArtCollection;
  headingId: string;
}) {
  const held = collection.remainingSupply - collection.availableSupply;
  return (
    <div className="grid min-w-48 flex-1 content-start gap-2">
      <h3 id={headingId} className="text-lg font-semibold break-words">
        {collection.name}
      </h3>
      <p className="flex flex-wrap gap-1.5">
        <span className={badge}>{artRarityLabels[collection.rarity]}</span>
        <span className={badge}>
          {artStatusLabels[collection.status]}
          {collection.statusSetByOwner ? ' (set by hand)' : ' (follows supply)'}
        </span>
        {collection.isSample ? <span className={badge}>Sample piece</span> : null}
        {collection.hidden ? <span className={badge}>Hidden</span> : null}
      </p>
      <p className="text-sm text-muted-foreground">
        {formatUsd(collection.priceCents)} · {collection.remainingSupply} of{' '}
        {collection.totalSupply} left · {collection.soldCount} sold
        {held > 0 ? ` · ${held} held for buyers paying now` : ''}
      </p>
      {collection.statusWarning ? (
        <p
          data-testid="status-warning"
          className="flex gap-2 rounded-lg border border-amber-600/30 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <span className="sr-only">Warning: </span>
            {collection.statusWarning}
          </span>
        </p>
      ) : null}
    </div>
  );
}
