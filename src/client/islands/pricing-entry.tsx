import { hydrateOnDemand } from './hydrate-on-demand.ts';
import { islandsWithoutReact } from './islands-without-react.ts';

// The first visit to the pages scripts/island-pages.ts gives these islands: React comes with the
// first touch of the pricing card.
hydrateOnDemand({
  withoutReact: islandsWithoutReact.pricing,
  load: () =>
    import('./pricing-islands.tsx').then(({ pricingIslands, hydrateIsland }) => ({
      islands: pricingIslands,
      hydrateIsland,
    })),
});
