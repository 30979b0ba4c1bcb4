import type { ReactNode } from 'react';
import type { OrderView } from '../../../shared/order-view.ts';
import { formatLocalTime } from '../../lib/dates.ts';

type Download = NonNullable<OrderView['order']['download']>;

/**
 * The facts of a fresh download link, the same for the bot and an art piece: when it expires,
 * how many downloads are left and the order it belongs to. `before` adds rows above them (the art
 * piece's edition).
 */
export function LinkFacts({
  download,
  reference,
  before,
}: {
  download: Download;
  reference: string;
  before?: ReactNode;
}) {
  const left = download.maxDownloads - download.downloadsUsed;
  return (
    <dl className="mx-auto mt-8 grid max-w-md gap-2 text-left text-sm">
      {before}
      <div className="flex justify-between gap-4">
        {/* With its zone the time may wrap on a phone: the label keeps its line, the time its edge. */}
        <dt className="shrink-0 text-muted-foreground">Link expires</dt>
        <dd className="text-right font-medium">{formatLocalTime(download.expiresAt)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Downloads left</dt>
        <dd className="font-medium">
          {left} of {download.maxDownloads}
        </dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-muted-foreground">Order</dt>
        <dd className="font-mono">{reference}</dd>
      </div>
    </dl>
  );
}
