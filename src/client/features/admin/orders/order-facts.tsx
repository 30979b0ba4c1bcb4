import type { AdminOrderDetail } from '../../../../shared/admin/order-detail.ts';
import { formatUsd } from '../../../../shared/money.ts';
import { formatShortLocalTime } from '../../../lib/dates.ts';
import { StatusBadge } from '../ui/status-badge.tsx';
import { DownloadHistory } from './download-history.tsx';

/** The order's facts as a definition list, then the history of its own download links. */
export function OrderFacts({ detail }: { detail: AdminOrderDetail }) {
  const { order } = detail;
  const current = detail.grants.find((grant) => !grant.revokedAt);
  const facts: [string, React.ReactNode][] = [
    ['Status', <StatusBadge key="status" status={order.status} />],
    ['Customer', order.email],
    ['Item', order.itemName],
    ['Amount', formatUsd(order.amountCents)],
    ...(order.discountCode
      ? ([
          [
            'Discount',
            `${order.discountCode} · −${formatUsd(order.discountCents)} (price ${formatUsd(order.amountCents + order.discountCents)})`,
          ],
        ] as [string, React.ReactNode][])
      : []),
    ['Refunded amount', formatUsd(order.refundedCents)],
    ['Created', formatShortLocalTime(order.createdAt)],
    ['Completed', order.completedAt ? formatShortLocalTime(order.completedAt) : '—'],
    ['Refunded', order.refundedAt ? formatShortLocalTime(order.refundedAt) : '—'],
    ['Download', `${order.downloadDisplay}${detail.grants.length > 1 ? ' (current link)' : ''}`],
    ['Link expires', current ? formatShortLocalTime(current.expiresAt) : '—'],
    ['Links issued', String(detail.grants.length)],
    ['Payment', `${order.provider}${order.providerIntentId ? ` · ${order.providerIntentId}` : ''}`],
  ];
  if (order.failureMessage) facts.push(['Failure', order.failureMessage]);
  return (
    <section aria-labelledby="order-facts" className="rounded-xl border border-border bg-card p-5">
      <h2 id="order-facts" className="text-lg font-semibold">
        Order
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <DownloadHistory links={detail.grants} />
    </section>
  );
}
