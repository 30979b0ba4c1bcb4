import { hydrateIslands } from './hydrate-islands.tsx';
import { shellIslands } from './shell-islands.tsx';

// The first visit to the pages scripts/island-pages.ts gives these islands.
hydrateIslands(shellIslands);
