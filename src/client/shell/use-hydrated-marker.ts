import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once React has taken over the page. Pages start hydrating only
 * after their first paint (scripts/defer-hydration.ts); until then only the controls the early
 * script answers work (src/client/early-controls/), so browser tests of anything else wait for
 * this mark before they press anything.
 */
export function useHydratedMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}
