import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import type {
  ReconciliationEntry,
  ReconciliationReport,
} from '../../../../shared/admin/reconciliation.ts';
import { commerce } from '../../../../shared/site-config.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatLocalTime } from '../../../lib/dates.ts';
import { toast } from '../../../toast/toast-store.ts';
import { useLatestReconciliation, useReconcileNow } from '../api/reconciliation.ts';
import { ErrorNote } from '../../../components/admin/error-note.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';

/**
 * Payment reconciliation: the provider's succeeded payments of the last days against orders,
 * links and receipts. Shows what the latest run repaired and what it left for the owner.
 */
export function ReconciliationPanel() {
  const latest = useLatestReconciliation();
  const reconcile = useReconcileNow();
  const report = latest.data?.latest;
  return (
    <section
      aria-labelledby="reconciliation"
      className="rounded-xl border border-border bg-card p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="reconciliation" className="text-lg font-semibold">
            Payment reconciliation
          </h2>
          <p className="text-sm text-muted-foreground">
            Every {commerce.reconciliationEveryMinutes} minutes, the last{' '}
            {commerce.reconciliationDays} days of paid payments are checked against orders, download
            links and receipts.
          </p>
        </div>
        <Button
          variant="secondary"
          icon={<RefreshCw className="size-4" />}
          busy={reconcile.isPending}
          busyLabel="Checking..."
          onClick={() =>
            reconcile.mutate(undefined, {
              onError: (error) =>
                toast({
                  title: 'Reconciliation failed',
                  description: error.message,
                  variant: 'destructive',
                }),
            })
          }
        >
          Check now
        </Button>
      </div>
      {latest.isError ? <ErrorNote error={latest.error} what="Reconciliation" /> : null}
      {latest.isSuccess && !report ? (
        <p className="mt-3 text-sm text-muted-foreground">Not run yet.</p>
      ) : null}
      {report ? <LatestRun report={report} /> : null}
    </section>
  );
}

function LatestRun({ report }: { report: ReconciliationReport }) {
  const clean = report.repaired.length === 0 && report.unresolved.length === 0;
  return (
    <div className="mt-4 grid gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <StatusBadge
          status={report.unresolved.length > 0 ? 'error' : clean ? 'ok' : 'warning'}
          label={report.unresolved.length > 0 ? 'Needs you' : clean ? 'All in order' : 'Repaired'}
        />
        Last run {formatLocalTime(report.ranAt)}: {report.checkedPayments} paid payment
        {report.checkedPayments === 1 ? '' : 's'} checked, {report.repaired.length} repaired,{' '}
        {report.unresolved.length} for you.
      </p>
      <Findings title="Could not fix" entries={report.unresolved} />
      <Findings title="Repaired" entries={report.repaired} />
    </div>
  );
}

function Findings({ title, entries }: { title: string; entries: ReconciliationEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="mt-2 grid gap-2">
        {entries.map((entry) => (
          <li key={entry.intentId} className="rounded-lg border border-border p-3 text-sm">
            <p className="font-medium break-all">
              {entry.orderId !== null ? (
                <Link
                  to={`/admin/orders/${entry.orderId}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  Order {entry.orderReference}
                </Link>
              ) : (
                'No order'
              )}{' '}
              <span className="font-mono text-xs text-muted-foreground">{entry.intentId}</span>
            </p>
            <p className="mt-1 text-muted-foreground">{entry.note}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
