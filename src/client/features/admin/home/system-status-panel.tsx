import type { SystemStatus } from '../../../../shared/admin/system-status.ts';
import { useSystemStatus } from '../api/system-status.ts';
import { ErrorNote } from '../../../components/admin/error-note.tsx';
import { StatusBadge } from '../ui/status-badge.tsx';

const stateLabel = { ok: 'Active', warning: 'Needs a look', error: 'Not working' } as const;

function rows(status: SystemStatus) {
  return [
    { name: 'Email System', check: status.email },
    { name: 'Payment Processing', check: status.payments },
    { name: 'File Delivery', check: status.fileDelivery },
    { name: 'Database', check: status.database },
  ];
}

/** The System Status panel, from the server's real checks on every load (never a fixed state). */
export function SystemStatusPanel() {
  const status = useSystemStatus();
  return (
    <section
      aria-labelledby="system-status"
      className="rounded-xl border border-border bg-card p-5"
    >
      <h2 id="system-status" className="text-lg font-semibold">
        System Status
      </h2>
      {status.isPending ? <p className="mt-3 text-sm text-muted-foreground">Checking...</p> : null}
      {status.isError ? <ErrorNote error={status.error} what="System status" /> : null}
      {status.data ? (
        <ul className="mt-3 divide-y divide-border">
          {rows(status.data).map(({ name, check }) => (
            <li key={name} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="font-medium">{name}</p>
                <p className="text-sm break-words text-muted-foreground">{check.summary}</p>
              </div>
              <StatusBadge status={check.state} label={stateLabel[check.state]} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
