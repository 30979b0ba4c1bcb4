const tones: Record<string, string> = {
  completed:
    'border-emerald-600/30 bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  sent: 'border-emerald-600/30 bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  ok: 'border-emerald-600/30 bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  Responded:
    'border-emerald-600/30 bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  pending: 'border-amber-600/30 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  Pending: 'border-amber-600/30 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  warning: 'border-amber-600/30 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  failed: 'border-red-600/30 bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
  error: 'border-red-600/30 bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
  refunded: 'border-border bg-muted text-foreground',
  disputed: 'border-red-600/30 bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
};

/** A status word (order, mail, message or check) in a colour that matches it. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[status] ?? 'border-border bg-muted text-foreground'}`}
    >
      {label ?? status}
    </span>
  );
}
