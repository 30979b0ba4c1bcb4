import { useAuditLog } from '../api/audit-log.ts';
import { ErrorNote } from '../../../components/admin/error-note.tsx';
import { formatShortLocalTime } from '../../../lib/dates.ts';

function describeDetail(detail: Record<string, unknown> | null): string {
  if (!detail) return '';
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(', ');
}

/** The audit log: who changed what, newest first. */
export function AuditTab() {
  const log = useAuditLog();
  if (log.isError) return <ErrorNote error={log.error} what="The audit log" />;
  if (log.isPending) return <p className="text-sm text-muted-foreground">Loading the log...</p>;
  if (log.data.entries.length === 0) {
    return <p className="rounded-lg border border-border p-4 text-sm">Nothing changed yet.</p>;
  }
  return (
    <ol className="divide-y divide-border rounded-xl border border-border" aria-label="Audit log">
      {log.data.entries.map((entry) => (
        <li key={entry.id} className="grid gap-1 px-4 py-3 text-sm">
          <span className="font-medium">
            {entry.action}{' '}
            <span className="font-normal text-muted-foreground">
              {entry.targetType}
              {entry.targetId ? ` #${entry.targetId}` : ''}
            </span>
          </span>
          <span className="wrap-anywhere text-muted-foreground">
            {entry.actor} · {formatShortLocalTime(entry.createdAt)}
          </span>
          {entry.detail ? (
            <span className="wrap-anywhere text-muted-foreground">
              {describeDetail(entry.detail)}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
