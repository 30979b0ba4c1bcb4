import { startTransition, useEffect, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { handOverToReact } from '../early-controls/hand-over.ts';
import { homeIslands } from './home-islands.tsx';
import type { IslandName } from './island.tsx';

/**
 * The home page's first visit (scripts/build-islands.ts): React hydrates its interactive parts,
 * each marked by `<Island>` and each a root of its own, and nothing else. So the page loads
 * neither React Router nor the code and text of its static sections.
 */
const containers = [...document.querySelectorAll<HTMLElement>('[data-island]')];
let waiting = containers.length;

/** Marks `<html data-hydrated>` once every island has hydrated, as the whole app does. */
function Hydrated({ children }: { children: ReactElement }) {
  useEffect(() => {
    waiting -= 1;
    if (waiting === 0) document.documentElement.dataset.hydrated = '';
  }, []);
  return children;
}

// Every island's root listens from here on; the early controls stop answering in this task.
handOverToReact();
for (const container of containers) {
  const render = homeIslands[container.dataset.island as IslandName] as
    (() => ReactElement) | undefined;
  if (!render) {
    console.error(`Unknown island "${container.dataset.island}": the page stays unhydrated`);
    continue;
  }
  // As a transition, as React Router hydrates: React then yields to the browser every few
  // milliseconds instead of hydrating every island in one long task.
  startTransition(() => {
    hydrateRoot(container, <Hydrated>{render()}</Hydrated>, {
      // React redraws an island whose markup differs; say so, the browser tests fail on it.
      onRecoverableError: (error) => console.error('Island hydration mismatch', error),
    });
  });
}
