import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { CustomerDetail, CustomerEvent } from '../../../../shared/admin/customers.ts';
import { formatUsd } from '../../../../shared/money.ts';
import { adminScreens } from '../../../components/admin/admin-screens.ts';
import { ErrorNote } from '../../../components/admin/error-note.tsx';
import { formatShortLocalTime } from '../../../lib/dates.ts';
import { useCustomer } from '../api/customers.ts';
import { AdminScreen } from '../shell/admin-shell.tsx';
import { StatCard } from '../ui/stat-card.tsx';

const kindNames: Record<CustomerEvent['kind'], string> = {
  order: 'Order',
  refund: 'Refund',
  message: 'Message',
  mail: 'Mail',
  download: 'Download',
  licence: 'Licence',
};

function Figures({ customer }: { customer: NonNullable<CustomerDetail['customer']> }) {
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <StatCard label="Orders" value={customer.orders} />
      <StatCard
        label="Total paid"
        value={formatUsd(customer.totalPaidCents)}
        note="net of refunds"
      />
      <StatCard
        label="Refunds"
        value={customer.refunds}
        note={
          customer.refundedCents > 0 ? `${formatUsd(customer.refundedCents)} given back` : undefined
        }
      />
      <StatCard label="Messages" value={customer.messages} />
    </div>
  );
}

/** Every order, message, mail, download and licence event of the address, newest first. */
function Timeline({ events }: { events: CustomerEvent[] }) {
  if (events.length === 0) {
    return <p className="rounded-lg border border-border p-4 text-sm">Nothing yet.</p>;
  }
  return (
    <ol className="grid gap-3" aria-label="Timeline, newest first">
      {events.map((event, index) => (
        <li key={index} className="rounded-xl border border-border bg-card p-3 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold">{kindNames[event.kind]}</span>
            <time dateTime={event.at} className="text-xs text-muted-foreground">
              {formatShortLocalTime(event.at)}
            </time>
          </div>
          <p className="mt-1 wrap-anywhere">
            {event.summary}
            {event.status ? <span className="text-muted-foreground"> · {event.status}</span> : null}
          </p>
          {event.orderId !== undefined ? (
            <Link
              to={`/admin/orders/${event.orderId}`}
              className="mt-1 inline-block text-primary underline-offset-4 hover:underline"
            >
              Open the order
            </Link>
          ) : null}
          {event.messageId !== undefined ? (
            <Link
              to={`${adminScreens.messages.path}/${event.messageId}`}
              className="mt-1 inline-block text-primary underline-offset-4 hover:underline"
            >
              Open the message
            </Link>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function CustomerView({ email }: { email: string }) {
  const detail = useCustomer(email);
  if (detail.isError) return <ErrorNote error={detail.error} what="The customer" />;
  if (detail.isPending) return <p className="text-sm text-muted-foreground">Loading...</p>;
  return (
    <div className="grid gap-6">
      <p className="text-lg font-semibold wrap-anywhere">{detail.data.email}</p>
      {detail.data.customer ? (
        <Figures customer={detail.data.customer} />
      ) : (
        <p className="text-sm text-muted-foreground">This address has not paid for an order.</p>
      )}
      <section aria-labelledby="customer-timeline" className="grid gap-3">
        <h2 id="customer-timeline" className="text-xl font-semibold">
          Timeline
        </h2>
        <Timeline events={detail.data.timeline} />
      </section>
    </div>
  );
}

/** /admin/customers/{email}: one buyer, everything of theirs on one timeline. */
export function CustomerPage() {
  const email = useParams().email ?? '';
  return (
    <AdminScreen
      title="Customer"
      actions={
        <Link to={adminScreens.customers.path} className="btn-secondary">
          <ArrowLeft className="size-4" aria-hidden="true" />
          All customers
        </Link>
      }
    >
      {email ? <CustomerView email={email} /> : <p role="alert">There is no such customer.</p>}
    </AdminScreen>
  );
}
