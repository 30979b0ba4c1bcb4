/**
 * The moment React takes the page over from the early controls. Both React entries (React
 * Router's, src/client/entry.client.tsx, and the home page's islands) call `handOverToReact`
 * in the same task as `hydrateRoot`: from then on React listens for clicks, and hydrates at once
 * whatever a click lands on, so the early script must leave every click to it. Before that, no
 * React handler exists and the early script answers alone: a click is never handled twice.
 */
export const HYDRATION_STARTED = 'data-hydration-started';

export function handOverToReact(): void {
  document.documentElement.setAttribute(HYDRATION_STARTED, '');
}

/**
 * True only while React hydrates the prerendered page (`data-hydrated` marks the end, see
 * src/client/shell/use-hydrated-marker.ts). A component then starts from what the page shows,
 * which the early controls may have changed since it was built; mounted at any other time, it
 * starts from its own default.
 */
export function isHydrating(): boolean {
  if (typeof document === 'undefined') return false;
  const root = document.documentElement;
  return root.hasAttribute(HYDRATION_STARTED) && !root.hasAttribute('data-hydrated');
}

/** What the page shows while React hydrates it, else `otherwise`. */
export function shownWhileHydrating<T>(read: () => T | null, otherwise: T): T {
  return isHydrating() ? (read() ?? otherwise) : otherwise;
}
