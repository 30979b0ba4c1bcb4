import { hydrateOnDemand } from './hydrate-on-demand.ts';
import { islandsWithoutReact } from './islands-without-react.ts';

// The first visit to the pages scripts/island-pages.ts gives these islands: React comes when the
// contact form is scrolled to or touched.
hydrateOnDemand({
  withoutReact: islandsWithoutReact.faq,
  load: () =>
    import('./faq-islands.tsx').then(({ faqIslands, hydrateIsland }) => ({
      islands: faqIslands,
      hydrateIsland,
    })),
});
