import { ArrowDown, ArrowUp } from 'lucide-react';
import { Link } from 'react-router';
import type {
  CustomerRow,
  CustomerSort,
  CustomerSortKey,
} from '../../../../shared/admin/customers.ts';
import { formatUsd } from '../../../../shared/money.ts';
import { formatShortLocalTime } from '../../../lib/dates.ts';

const columns: { key: CustomerSortKey; label: string; numeric?: boolean }[] = [
  { key: 'email', label: 'Email' },
  { key: 'orders', label: 'Orders', numeric: true },
  { key: 'totalPaidCents', label: 'Total paid', numeric: true },
  { key: 'refunds', label: 'Refunds', numeric: true },
  { key: 'firstPurchaseAt', label: 'First purchase' },
  { key: 'lastPurchaseAt', label: 'Last purchase' },
  { key: 'messages', label: 'Messages', numeric: true },
];

/** The customer's page, by address. */
export const customerPath = (email: string) => `/admin/customers/${encodeURIComponent(email)}`;

/**
 * A column's header: a link that sorts by it (the email A to Z first, figures and times largest
 * first), or turns the current sort around. `aria-sort` tells screen readers the order.
 */
function SortHeader({
  column,
  sort,
  sortHref,
}: {
  column: (typeof columns)[number];
  sort: CustomerSort;
  sortHref: (sort: CustomerSort) => string;
}) {
  const current = sort.replace(/^-/, '') === column.key;
  const descending = sort.startsWith('-');
  const next: CustomerSort = current
    ? ((descending ? column.key : `-${column.key}`) as CustomerSort)
    : column.key === 'email'
      ? 'email'
      : (`-${column.key}` as CustomerSort);
  const Arrow = descending ? ArrowDown : ArrowUp;
  return (
    <th
      scope="col"
      aria-sort={current ? (descending ? 'descending' : 'ascending') : undefined}
      className={`px-3 py-2 font-medium whitespace-nowrap ${column.numeric ? 'text-right' : ''}`}
    >
      <Link to={sortHref(next)} className="inline-flex items-center gap-1 hover:underline">
        {column.label}
        {current ? <Arrow className="size-3.5" aria-hidden="true" /> : null}
      </Link>
    </th>
  );
}

/** Buyers, one row each, in a table that scrolls sideways on a phone rather than squeezing. */
export function CustomerTable({
  customers,
  sort,
  sortHref,
}: {
  customers: CustomerRow[];
  sort: CustomerSort;
  sortHref: (sort: CustomerSort) => string;
}) {
  if (customers.length === 0) {
    return <p className="rounded-lg border border-border p-4 text-sm">No customers found.</p>;
  }
  return (
    <div
      className="overflow-x-auto rounded-xl border border-border"
      tabIndex={0}
      role="region"
      aria-label="Customers"
    >
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption className="sr-only">Customers; the column headers sort the list</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <SortHeader key={column.key} column={column} sort={sort} sortHref={sortHref} />
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {customers.map((customer) => (
            <tr key={customer.email}>
              <td className="px-3 py-2 wrap-anywhere">
                <Link
                  to={customerPath(customer.email)}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {customer.email}
                </Link>
              </td>
              <td className="px-3 py-2 text-right">{customer.orders}</td>
              <td className="px-3 py-2 text-right">{formatUsd(customer.totalPaidCents)}</td>
              <td className="px-3 py-2 text-right">{customer.refunds}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={customer.firstPurchaseAt}>
                  {formatShortLocalTime(customer.firstPurchaseAt)}
                </time>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">
                <time dateTime={customer.lastPurchaseAt}>
                  {formatShortLocalTime(customer.lastPurchaseAt)}
                </time>
              </td>
              <td className="px-3 py-2 text-right">{customer.messages}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
