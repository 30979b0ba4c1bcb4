import { Scale } from 'lucide-react';
import { Link } from 'react-router';
import type { OpenDispute } from '../../../../shared/disputes.ts';
import { formatUsd } from '../../../../shared/money.ts';
import { adminScreens } from '../../../components/admin/admin-screens.ts';
import { formatLocalTime } from '../../../lib/dates.ts';

/**
 * Disputes the bank has not decided, nearest deadline first: each links to its order, where the
 * evidence waits to be sent. Shown only while there is one.
 */
export function OpenDisputes({ disputes }: { disputes: OpenDispute[] }) {
  if (disputes.length === 0) return null;
  return (
    <section
      aria-labelledby="open-disputes"
      className="rounded-xl border border-red-600/30 bg-card p-5"
    >
      <h2 id="open-disputes" className="flex items-center gap-2 text-lg font-semibold">
        <Scale className="size-5" aria-hidden="true" />
        Open disputes
      </h2>
      <ul className="mt-3 grid gap-3 text-sm">
        {disputes.map((dispute) => (
          <li key={dispute.orderId} className="grid gap-1 rounded-lg border border-border p-3">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <Link
                to={`${adminScreens.orders.path}/${dispute.orderId}`}
                className="font-mono font-semibold underline"
              >
                {dispute.reference}
              </Link>
              <span className="break-all text-muted-foreground">{dispute.email}</span>
            </p>
            <p>
              {formatUsd(dispute.amountCents)} {dispute.currency.toUpperCase()} · {dispute.reason}
            </p>
            <p className="font-medium">
              {dispute.submittedAt ? (
                'Evidence sent: the bank reviews it'
              ) : dispute.evidenceDueBy ? (
                <>
                  Respond by{' '}
                  <time dateTime={dispute.evidenceDueBy}>
                    {formatLocalTime(dispute.evidenceDueBy)}
                  </time>
                </>
              ) : (
                'Respond as soon as you can'
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
