import type { IslandName } from './island.tsx';

/**
 * The islands React never hydrates on the pages that load it on demand (hydrate-on-demand.ts),
 * per entry of scripts/island-pages.ts: the early script answers the header's menu and theme
 * and the FAQ's questions for good, and a toaster shows nothing until a form or the buy button
 * uses it. Data only, so the entries and the tests read the same lists.
 */
export const islandsWithoutReact = {
  home: ['header', 'faq'],
  pricing: ['header', 'faq'],
  faq: ['header', 'faq'],
  shell: ['header', 'toaster'],
} as const satisfies Record<string, readonly IslandName[]>;
