import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once React has taken over the page. Pages start hydrating only
 * after their first paint (scripts/defer-hydration.ts), so for a moment their buttons do nothing:
 * browser tests wait for this mark before they press anything.
 */
export function useHydratedMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}
