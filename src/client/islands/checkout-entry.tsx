import { nextTask } from '../lib/next-task.ts';
import { hydrateIslands } from './hydrate-islands.tsx';
import { islandsWithoutReact } from './islands-without-react.ts';

/**
 * The first visit to the checkout (scripts/island-pages.ts). React DOM, imported here, and the
 * checkout's own code are evaluated in two tasks rather than one: evaluating both at once was
 * the longest task of the page on a slow phone. The build preloads both files with this one.
 */
async function hydrateCheckout(): Promise<void> {
  await nextTask();
  const { checkoutIslands } = await import('./checkout-islands.tsx');
  hydrateIslands(checkoutIslands, islandsWithoutReact.checkout);
}

hydrateCheckout().catch((error: unknown) => {
  // Offline for a moment: the page stays as it painted; a reload tries again.
  console.error('The checkout could not load', error);
});
