import { FileCheck } from 'lucide-react';
import type { OrderAcceptance } from '../../../../shared/admin/order-acceptance.ts';
import { formatLocalTime } from '../../../lib/dates.ts';

/**
 * What the buyer accepted at checkout: the evidence a chargeback answer cites. Orders from
 * before it was recorded say so rather than show nothing.
 */
export function OrderAcceptanceBlock({ acceptance }: { acceptance: OrderAcceptance | null }) {
  const accepted = acceptance
    ? [
        ['Risk Disclaimer', acceptance.disclaimerVersion],
        ['License', acceptance.licenceVersion],
        ['Usage rights', acceptance.usageRightsVersion],
      ].filter((text): text is [string, string] => text[1] !== null)
    : [];
  return (
    <section
      aria-labelledby="order-acceptance"
      className="rounded-xl border border-border bg-card p-5"
    >
      <h2 id="order-acceptance" className="flex items-center gap-2 text-lg font-semibold">
        <FileCheck className="size-5" aria-hidden="true" />
        Terms accepted
      </h2>
      {acceptance ? (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {accepted.map(([text, version]) => (
            <div key={text} className="contents">
              <dt className="text-muted-foreground">{text}</dt>
              <dd>
                version <span className="font-mono">{version}</span>
              </dd>
            </div>
          ))}
          <dt className="text-muted-foreground">Accepted</dt>
          <dd>{formatLocalTime(acceptance.acceptedAt)}</dd>
          <dt className="text-muted-foreground">From address</dt>
          <dd className="font-mono break-all">{acceptance.clientAddress}</dd>
          <dt className="text-muted-foreground">Browser</dt>
          <dd className="break-all">{acceptance.userAgent || 'Not sent'}</dd>
        </dl>
      ) : (
        <p className="mt-3 text-sm text-muted-foreground">
          Not recorded: this order is older than the checkbox.
        </p>
      )}
    </section>
  );
}
