import { hydrateIsland, type PageIslands } from './hydrate-island.tsx';
import type { IslandName } from './island.tsx';
import { browserHost, type IslandSlot, scheduleHydration } from './hydration-scheduler.ts';
import { inViewport, islandCompanions } from './island-visibility.ts';

export type { PageIslands } from './hydrate-island.tsx';

/**
 * A page's first visit (scripts/island-pages.ts says which pages): React hydrates its interactive
 * parts, each marked by `<Island>` and each a root of its own, and nothing else. So the page loads
 * neither React Router nor the code and text of its static sections. Each island hydrates when
 * it is seen or touched (hydration-scheduler.ts), not all at once after the paint. (Pages whose
 * islands need React only once a visitor reaches them load it then: hydrate-on-demand.ts.)
 */
export function hydrateIslands(
  islands: PageIslands,
  /** Islands the early script answers for good (islands-without-react.ts). */
  withoutReact: readonly IslandName[] = [],
): void {
  const slots: IslandSlot[] = [];
  for (const container of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = container.dataset.island ?? '';
    if (withoutReact.includes(name as IslandName)) continue;
    if (name in islands) slots.push({ name, container });
    else console.error(`Unknown island "${name}": it stays unhydrated`);
  }

  /**
   * The islands a visitor sees once the page has painted, with their companions. `<html
   * data-hydrated>` marks that all of them have hydrated, as the whole app marks its own
   * hydration: what is on screen then answers as React does. The others hydrate when scrolled to
   * or touched.
   */
  const seenAtStart = new Set(
    slots
      .filter((slot) => inViewport(slot.container))
      .flatMap((slot) => [slot.name, ...(islandCompanions[slot.name] ?? [])]),
  );

  function markPageHydrated(): void {
    if (seenAtStart.size === 0) document.documentElement.dataset.hydrated = '';
  }

  function hydrate(slot: IslandSlot): void {
    const render = islands[slot.name as IslandName];
    if (!render) return;
    hydrateIsland(slot, render, () => {
      seenAtStart.delete(slot.name);
      markPageHydrated();
    });
  }

  const schedule = scheduleHydration({
    islands: slots,
    hydrate,
    companions: islandCompanions,
    host: browserHost(),
  });
  for (const name of seenAtStart) schedule.enqueue(name);
  markPageHydrated();
}
