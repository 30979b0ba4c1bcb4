import type { ReactNode } from 'react';

/** The parts of the home page that need JavaScript; `home-islands.tsx` says what each renders. */
export type IslandName = 'header' | 'toaster' | 'pricing' | 'faq' | 'contact';

/**
 * Marks an interactive part of a page. The home page's first visit hydrates only these parts
 * (src/client/islands/home-entry.tsx), each as a root of its own; every other page, and the home
 * page reached inside the site, renders them as ordinary children. `display: contents` keeps the
 * wrapper out of the layout.
 */
export function Island({ name, children }: { name: IslandName; children: ReactNode }) {
  return (
    <div data-island={name} className="contents">
      {children}
    </div>
  );
}
