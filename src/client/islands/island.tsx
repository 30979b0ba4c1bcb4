import type { ReactNode } from 'react';

/** The parts of a page that need JavaScript; `home-islands.tsx` and its siblings say what each renders. */
export type IslandName = 'header' | 'toaster' | 'pricing' | 'faq' | 'contact' | 'checkout';

/**
 * Marks an interactive part of a page. The first visit to a page of scripts/island-pages.ts
 * hydrates only these parts (src/client/islands/hydrate-islands.tsx, or hydrate-on-demand.ts
 * where React loads when a visitor reaches them), each as a root of its own;
 * every other page, and those pages reached inside the site, render them as ordinary children. `display: contents` keeps the
 * wrapper out of the layout.
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return (
    <div data-island={name} className="contents">
      {children}
    </div>
  );
}
