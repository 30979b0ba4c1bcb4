import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminOrderRow } from '../../../../shared/admin/orders.ts';
import { formatUsd } from '../../../../shared/money.ts';
import { formatShortLocalTime } from '../../../lib/dates.ts';
import { StatusBadge } from '../ui/status-badge.tsx';

/*
 * Below `md` each row is a card of label/value lines, so a phone reads every word without the
 * page or the table scrolling sideways; from `md` up it is an ordinary table. The explicit roles
 * keep the table's meaning for screen readers when CSS lays the rows out as blocks (a browser
 * drops it otherwise), and the column headers then still name each cell, so the card's own
 * labels are hidden from them.
 */
const cellClass =
  'grid grid-cols-[6rem_minmax(0,1fr)] items-baseline gap-3 py-1 md:table-cell md:px-3 md:py-2';

function Cell({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <td role="cell" className={`${cellClass} ${className}`}>
      <span aria-hidden="true" className="text-xs font-medium text-muted-foreground md:hidden">
        {label}
      </span>
      <div className="min-w-0">{children}</div>
    </td>
  );
}

const columns = ['Order', 'Customer', 'Amount', 'Status', 'Download', 'Date'] as const;

/** Said in words and with an icon beside the status, not by the row's tint alone. */
function NeedsAttention() {
  return (
    <span className="inline-flex items-center gap-1 text-xs font-semibold text-amber-900 dark:text-amber-200">
      <AlertTriangle className="size-3.5 shrink-0" aria-hidden="true" />
      Needs attention
    </span>
  );
}

/** Orders, newest first; the reference opens the order page. */
export function OrderTable({
  orders,
  caption,
  actions,
}: {
  orders: AdminOrderRow[];
  caption: string;
  actions?: (order: AdminOrderRow) => ReactNode;
}) {
  if (orders.length === 0) {
    return <p className="rounded-lg border border-border p-4 text-sm">No orders found.</p>;
  }
  return (
    <div
      className="md:overflow-x-auto md:rounded-xl md:border md:border-border"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table role="table" className="block w-full text-left text-sm md:table md:min-w-[44rem]">
        <caption className="sr-only">{caption}</caption>
        <thead
          role="rowgroup"
          className="sr-only bg-muted text-muted-foreground md:not-sr-only md:table-header-group"
        >
          <tr role="row">
            {columns.map((column) => (
              <th key={column} role="columnheader" scope="col" className="px-3 py-2 font-medium">
                {column}
              </th>
            ))}
            {actions ? (
              <th role="columnheader" scope="col" className="px-3 py-2 font-medium">
                Actions
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody
          role="rowgroup"
          className="grid gap-3 md:table-row-group md:divide-y md:divide-border"
        >
          {orders.map((order) => (
            <tr
              key={order.id}
              role="row"
              className={`block rounded-xl border border-border p-3 md:table-row md:rounded-none md:border-0 md:p-0 ${
                order.isIssue
                  ? 'border-l-4 border-l-amber-500 bg-amber-50/60 md:border-l-0 dark:bg-amber-950/30'
                  : 'bg-card md:bg-transparent'
              }`}
            >
              <Cell label="Order">
                <Link
                  to={`/admin/orders/${order.id}`}
                  className="font-mono font-medium text-primary underline-offset-4 hover:underline"
                >
                  {order.reference}
                </Link>
                <div className="text-xs text-muted-foreground">{order.itemName}</div>
              </Cell>
              <Cell label="Customer" className="wrap-anywhere">
                {order.email}
              </Cell>
              <Cell label="Amount">
                {formatUsd(order.amountCents)}
                {order.discountCode ? (
                  <div className="text-xs text-muted-foreground">
                    {order.discountCode} −{formatUsd(order.discountCents)}
                  </div>
                ) : null}
              </Cell>
              <Cell label="Status">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <StatusBadge status={order.status} />
                  {order.isIssue ? <NeedsAttention /> : null}
                </div>
              </Cell>
              <Cell label="Download">{order.downloadDisplay}</Cell>
              <Cell label="Date" className="md:whitespace-nowrap">
                <time dateTime={order.createdAt}>{formatShortLocalTime(order.createdAt)}</time>
              </Cell>
              {actions ? <Cell label="Actions">{actions(order)}</Cell> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
