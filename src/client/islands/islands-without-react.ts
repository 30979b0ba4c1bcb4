import type { IslandName } from './island.tsx';

/**
 * The islands React never hydrates, per entry of scripts/island-pages.ts: the early script
 * answers the header's menu and theme and the FAQ's questions for good, and a toaster shows
 * nothing until a form or the buy button uses it. The pages that load React on demand
 * (hydrate-on-demand.ts) and the checkout, which hydrates its form at load, leave these to it.
 * Data only, so the entries and the tests read the same lists.
 */
export const islandsWithoutReact = {
  home: ['header', 'faq'],
  pricing: ['header', 'faq'],
  faq: ['header', 'faq'],
  shell: ['header', 'toaster'],
  checkout: ['header'],
} as const satisfies Record<string, readonly IslandName[]>;
