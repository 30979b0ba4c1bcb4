import { homeIslands } from './home-islands.tsx';
import { hydrateIslands } from './hydrate-islands.tsx';

// The home page's first visit (scripts/island-pages.ts gives it these islands).
hydrateIslands(homeIslands);
