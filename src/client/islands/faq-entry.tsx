import { hydrateIslands } from './hydrate-islands.tsx';
import { faqIslands } from './faq-islands.tsx';

// The first visit to the pages scripts/island-pages.ts gives these islands.
hydrateIslands(faqIslands);
