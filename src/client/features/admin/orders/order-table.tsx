import { Link } from 'react-router';
import type { AdminOrderRow } from '../../../../shared/admin/orders.ts';
import { formatUsd } from '../../../../shared/money.ts';
import { formatShortLocalTime } from '../../../lib/dates.ts';
import { StatusBadge } from '../ui/status-badge.tsx';

/** Orders, newest first; the reference opens the order page. Scrolls sideways on a phone. */
export function OrderTable({
  orders,
  caption,
  actions,
}: {
  orders: AdminOrderRow[];
  caption: string;
  actions?: (order: AdminOrderRow) => React.ReactNode;
}) {
  if (orders.length === 0) {
    return <p className="rounded-lg border border-border p-4 text-sm">No orders found.</p>;
  }
  return (
    <div
      className="overflow-x-auto rounded-xl border border-border"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Order
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Customer
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Amount
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Download
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Date
            </th>
            {actions ? (
              <th scope="col" className="px-3 py-2 font-medium">
                Actions
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {orders.map((order) => (
            <tr
              key={order.id}
              className={order.isIssue ? 'bg-amber-50/60 dark:bg-amber-950/30' : undefined}
            >
              <td className="px-3 py-2">
                <Link
                  to={`/admin/orders/${order.id}`}
                  className="font-mono font-medium text-primary underline-offset-4 hover:underline"
                >
                  {order.reference}
                </Link>
                <div className="text-xs text-muted-foreground">{order.itemName}</div>
              </td>
              <td className="px-3 py-2 break-all">{order.email}</td>
              <td className="px-3 py-2">{formatUsd(order.amountCents)}</td>
              <td className="px-3 py-2">
                <StatusBadge status={order.status} />
              </td>
              <td className="px-3 py-2">{order.downloadDisplay}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {formatShortLocalTime(order.createdAt)}
              </td>
              {actions ? <td className="px-3 py-2">{actions(order)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
