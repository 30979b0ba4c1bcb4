import { Gem } from 'lucide-react';
import type { ArtRarity } from '../../../shared/art.ts';
import { artRarityLabels } from '../../../shared/art-display.ts';

// Each tier its own hue; every pair passes WCAG AA contrast in both themes.
const tierClass: Record<ArtRarity, string> = {
  common:
    'bg-slate-100 text-slate-700 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-600',
  rare: 'bg-sky-100 text-sky-800 ring-sky-300 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-700',
  epic: 'bg-violet-100 text-violet-800 ring-violet-300 dark:bg-violet-950 dark:text-violet-200 dark:ring-violet-700',
  legendary:
    'bg-amber-100 text-amber-900 ring-amber-400 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-600',
};

export function RarityBadge({ rarity }: { rarity: ArtRarity }) {
  return (
    <span
      data-rarity={rarity}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tierClass[rarity]}`}
    >
      <Gem className="size-3.5" aria-hidden="true" />
      <span className="sr-only">Rarity: </span>
      {artRarityLabels[rarity]}
    </span>
  );
}
