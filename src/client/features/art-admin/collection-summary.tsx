import { type ArtCollection, artRarityLabels, artStatusLabels } from '../../../shared/art.ts';
import { formatUsd } from '../../../shared/money.ts';

const badge =
  'inline-flex items-center rounded-full border border-border bg-muted px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** What a card says at a glance: name, badges, price and where the supply stands. */
export function CollectionSummary({
  collection,
  headingId,
}: {
  collection: ArtCollection;
  headingId: string;
}) {
  const held = collection.remainingSupply - collection.availableSupply;
  const sold = collection.totalSupply - collection.remainingSupply;
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
        {collection.totalSupply} left · {sold} sold
        {held > 0 ? ` · ${held} held for buyers paying now` : ''}
      </p>
    </div>
  );
}
