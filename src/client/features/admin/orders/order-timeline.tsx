import type { TimelineEntry } from '../../../../shared/admin/order-detail.ts';
import { formatShortLocalTime } from '../../../lib/dates.ts';
import { StatusBadge } from '../ui/status-badge.tsx';

const typeLabel: Record<TimelineEntry['type'], string> = {
  'order-created': 'Order',
  'payment-event': 'Payment',
  email: 'Email',
  download: 'Download',
  'link-issued': 'Link',
  refund: 'Refund',
  'admin-action': 'Owner',
  status: 'Status',
  licence: 'Licence',
  invoice: 'Invoice',
};

/** What the shop did with a payment event, in the owner's words (its badge). */
const eventOutcomeLabel: Record<string, string | undefined> = {
  fulfilled: 'paid and delivered',
  failed: 'failed',
  refunded: 'refunded',
  unchanged: 'nothing to change',
  unmatched: 'matches no order',
  oversold: 'sold out',
};

function badgeLabel(type: TimelineEntry['type'], status: string): string {
  if (type === 'payment-event') return eventOutcomeLabel[status] ?? status;
  // An email waiting for its first or next attempt.
  if (type === 'email' && status === 'pending') return 'queued';
  return status;
}

/** Everything that happened to the order, oldest first, each time in the owner's own zone. */
export function OrderTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <section
      aria-labelledby="order-timeline"
      className="rounded-xl border border-border bg-card p-5"
    >
      <h2 id="order-timeline" className="text-lg font-semibold">
        Timeline
      </h2>
      <ol className="mt-4 grid gap-4 border-l border-border pl-4">
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="relative grid gap-1">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-primary"
            />
            <span className="text-xs text-muted-foreground">
              <time dateTime={entry.at}>{formatShortLocalTime(entry.at)}</time> ·{' '}
              {typeLabel[entry.type]}
            </span>
            <span className="flex flex-wrap items-center gap-2 text-sm break-words">
              <span className="min-w-0">
                {entry.summary}
                {entry.expiresAt ? (
                  <>
                    , good until{' '}
                    <time dateTime={entry.expiresAt}>{formatShortLocalTime(entry.expiresAt)}</time>
                  </>
                ) : null}
              </span>
              {entry.status ? (
                <StatusBadge status={entry.status} label={badgeLabel(entry.type, entry.status)} />
              ) : null}
            </span>
            {entry.client ? (
              <span className="text-xs text-muted-foreground">{entry.client}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
