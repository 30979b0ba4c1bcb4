import { checkoutIslands } from './checkout-islands.tsx';
import { hydrateIslands } from './hydrate-islands.tsx';

// The first visit to the pages scripts/island-pages.ts gives these islands.
hydrateIslands(checkoutIslands);
