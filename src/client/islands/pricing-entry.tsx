import { hydrateIslands } from './hydrate-islands.tsx';
import { pricingIslands } from './pricing-islands.tsx';

// The first visit to the pages scripts/island-pages.ts gives these islands.
hydrateIslands(pricingIslands);
