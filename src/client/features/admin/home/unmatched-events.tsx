import { useUnmatchedPaymentEvents } from '../api/payment-events.ts';
import { ErrorNote } from '../../../components/admin/error-note.tsx';
import { formatShortLocalTime } from '../../../lib/dates.ts';

/** Payment events that matched no order: money may have moved without an order to show for it. */
export function UnmatchedEvents() {
  const events = useUnmatchedPaymentEvents();
  return (
    <section aria-labelledby="unmatched-events" className="grid gap-4">
      <h2 id="unmatched-events" className="text-lg font-semibold">
        Unmatched payment events
      </h2>
      {events.isError ? <ErrorNote error={events.error} what="The payment events" /> : null}
      {events.data?.events.length === 0 ? (
        <p className="rounded-lg border border-border p-4 text-sm">
          Every payment event matched an order.
        </p>
      ) : null}
      <ul className="divide-y divide-border rounded-xl border border-border empty:hidden">
        {events.data?.events.map((event) => (
          <li key={event.id} className="grid gap-1 px-4 py-3 text-sm">
            <span className="font-medium wrap-anywhere">
              {event.type} · {event.provider}
            </span>
            <span className="wrap-anywhere text-muted-foreground">
              {event.intentId} · {formatShortLocalTime(event.receivedAt)}
            </span>
            {event.detail ? <span className="break-words">{event.detail}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
