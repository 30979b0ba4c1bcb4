import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the prerendered HTML and on the server, true afterwards. Lets a page
 * render exactly what was prerendered first, then switch to what depends on the browser (the URL
 * hash), without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
