import { startTransition, useEffect, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { handOverToReact, ISLAND_HYDRATED } from '../early-controls/hand-over.ts';
import type { IslandSlot } from './hydration-scheduler.ts';
import type { IslandName } from './island.tsx';

/** What a page renders inside each of its islands, element for element (`home-islands.tsx`). */
export type PageIslands = Partial<Record<IslandName, () => ReactElement>>;

/**
 * Hydrates one island as a React root of its own, marks its element `data-island-hydrated` once
 * the hydration has committed, then calls `onCommitted`.
 */
export function hydrateIsland(
  slot: IslandSlot,
  render: () => ReactElement,
  onCommitted: () => void,
): void {
  // React listens on this island from here on; the early controls stop answering inside it.
  handOverToReact(slot.container);
  // As a transition, as React Router hydrates: React then yields to the browser every few
  // milliseconds. A press inside the island makes React finish it at once, then handle the press.
  startTransition(() => {
    hydrateRoot(
      slot.container,
      <Hydrated slot={slot} onCommitted={onCommitted}>
        {render()}
      </Hydrated>,
      {
        // React redraws an island whose markup differs; say so, the browser tests fail on it.
        onRecoverableError: (error) => console.error('Island hydration mismatch', error),
      },
    );
  });
}

function Hydrated({
  slot,
  onCommitted,
  children,
}: {
  slot: IslandSlot;
  onCommitted: () => void;
  children: ReactElement;
}) {
  useEffect(() => {
    slot.container.setAttribute(ISLAND_HYDRATED, '');
    onCommitted();
  }, [slot, onCommitted]);
  return children;
}
