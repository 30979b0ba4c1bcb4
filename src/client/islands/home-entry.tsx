import { hydrateOnDemand } from './hydrate-on-demand.ts';
import { islandsWithoutReact } from './islands-without-react.ts';

// The home page's first visit (scripts/island-pages.ts gives it these islands): React comes with
// the first touch of the pricing card or the contact form, or when either is scrolled to.
hydrateOnDemand({
  withoutReact: islandsWithoutReact.home,
  load: () =>
    import('./home-islands.tsx').then(({ homeIslands, hydrateIsland }) => ({
      islands: homeIslands,
      hydrateIsland,
    })),
});
