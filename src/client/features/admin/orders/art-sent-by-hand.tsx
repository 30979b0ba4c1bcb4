import type { ArtSentByHand } from '../../../../shared/admin/order-detail.ts';
import { formatShortLocalTime } from '../../../lib/dates.ts';
import { LinkHistoryItem } from './download-history.tsx';

/**
 * Art pieces the owner sent by hand against this order. Each is a delivery of its own (its
 * edition, link and mail), so it stands apart from the order's facts and is in none of its counts.
 */
export function ArtSentByHandBlock({ pieces }: { pieces: ArtSentByHand[] }) {
  if (pieces.length === 0) return null;
  return (
    <section
      aria-labelledby="art-sent-by-hand"
      className="rounded-xl border border-border bg-card p-5"
    >
      <h2 id="art-sent-by-hand" className="text-lg font-semibold">
        Art sent by hand
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Sent beside this order with its own link and email; not counted in the order’s downloads.
      </p>
      <ul className="mt-4 grid gap-4">
        {pieces.map((piece) => (
          <li key={piece.editionId} className="rounded-lg border border-border p-4">
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
              {(
                [
                  ['Piece', piece.collectionName],
                  ['Edition', `#${piece.editionNumber} of ${piece.editionOf}`],
                  ['Sent to', piece.sentTo],
                  [
                    'Sent',
                    <time key="sent" dateTime={piece.sentAt}>
                      {formatShortLocalTime(piece.sentAt)}
                    </time>,
                  ],
                  ['Links sent', String(piece.linksIssued)],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="min-w-0 break-words">{value}</dd>
                </div>
              ))}
            </dl>
            {piece.link ? (
              <div className="mt-3 border-t border-border pt-3 text-sm">
                <LinkHistoryItem link={piece.link} name="Its link" />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
