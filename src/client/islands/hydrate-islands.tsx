import { startTransition, useEffect, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { handOverToReact, ISLAND_HYDRATED } from '../early-controls/hand-over.ts';
import type { IslandName } from './island.tsx';
import { browserHost, type IslandSlot, scheduleHydration } from './hydration-scheduler.ts';
import { inViewport, islandCompanions } from './island-visibility.ts';

/** What a page renders inside each of its islands, element for element (`home-islands.tsx`). */
export type PageIslands = Partial<Record<IslandName, () => ReactElement>>;

/**
 * A page's first visit (scripts/island-pages.ts says which pages): React hydrates its interactive
 * parts, each marked by `<Island>` and each a root of its own, and nothing else. So the page loads
 * neither React Router nor the code and text of its static sections. Each island hydrates when
 * it is seen or touched (hydration-scheduler.ts), not all at once after the paint.
 */
export function hydrateIslands(islands: PageIslands): void {
  const slots: IslandSlot[] = [];
  for (const container of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = container.dataset.island ?? '';
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

  /** Marks the island's element once its hydration has committed. */
  function Hydrated({ slot, children }: { slot: IslandSlot; children: ReactElement }) {
    useEffect(() => {
      slot.container.setAttribute(ISLAND_HYDRATED, '');
      seenAtStart.delete(slot.name);
      markPageHydrated();
    }, [slot]);
    return children;
  }

  function hydrate(slot: IslandSlot): void {
    const render = islands[slot.name as IslandName];
    if (!render) return;
    // React listens on this island from here on; the early controls stop answering inside it.
    handOverToReact(slot.container);
    // As a transition, as React Router hydrates: React then yields to the browser every few
    // milliseconds. A press inside the island makes React finish it at once, then handle the press.
    startTransition(() => {
      hydrateRoot(slot.container, <Hydrated slot={slot}>{render()}</Hydrated>, {
        // React redraws an island whose markup differs; say so, the browser tests fail on it.
        onRecoverableError: (error) => console.error('Island hydration mismatch', error),
      });
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
