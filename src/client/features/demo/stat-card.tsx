export function StatCard({
  label,
  value,
  tone,
}: {
  label: string;
  value: string;
  tone?: 'up' | 'down';
}) {
  const color =
    tone === 'up'
      ? 'text-emerald-700 dark:text-emerald-400'
      : tone === 'down'
        ? 'text-red-700 dark:text-red-400'
        : '';
  return (
    <div className="rounded-xl border border-border bg-card p-4">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className={`mt-1 text-lg font-semibold break-words tabular-nums ${color}`}>{value}</dd>
    </div>
  );
}
