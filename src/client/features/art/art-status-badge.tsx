import type { ArtStatus } from '../../../shared/art.ts';
import { artStatusLabels } from '../../../shared/art-display.ts';

const statusClass: Record<ArtStatus, { pill: string; dot: string }> = {
  live: {
    pill: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
    dot: 'bg-emerald-500',
  },
  'almost-gone': {
    pill: 'bg-orange-50 text-orange-800 dark:bg-orange-950 dark:text-orange-200',
    dot: 'bg-orange-500',
  },
  'sold-out': {
    pill: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
    dot: 'bg-red-500',
  },
};

export function ArtStatusBadge({ status }: { status: ArtStatus }) {
  const look = statusClass[status];
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ${look.pill}`}
    >
      <span className={`size-1.5 rounded-full ${look.dot}`} aria-hidden="true" />
      <span className="sr-only">Status: </span>
      {artStatusLabels[status]}
    </span>
  );
}
