/**
 * The moment React takes a part of the page over from the early controls. Both React entries
 * (React Router's, src/client/entry.client.tsx, for `<html>`; the home page's islands, for each
 * island's element) call `handOverToReact` in the same task as `hydrateRoot`: from then on React
 * listens for clicks there, and hydrates at once whatever a click lands on, so the early script
 * must leave every click inside it to React. Before that, no React handler exists and the early
 * script answers alone: a click is never handled twice.
 */
export const HYDRATION_STARTED = 'data-hydration-started';

/** Set on an island's element once its hydration has committed (src/client/islands/). */
export const ISLAND_HYDRATED = 'data-island-hydrated';

export function handOverToReact(part: Element = document.documentElement): void {
  part.setAttribute(HYDRATION_STARTED, '');
}

/**
 * True only while React hydrates the prerendered page (`data-hydrated` marks the end, see
 * src/client/shell/use-hydrated-marker.ts) or one of its islands (each hydrates when seen or
 * touched, so islands hydrate long after the page's mark). A component then starts from what
 * the page shows, which the early controls may have changed since it was built; mounted at any
 * other time, it starts from its own default.
 */
export function isHydrating(): boolean {
  if (typeof document === 'undefined') return false;
  const root = document.documentElement;
  if (root.hasAttribute(HYDRATION_STARTED)) return !root.hasAttribute('data-hydrated');
  return document.querySelector(`[${HYDRATION_STARTED}]:not([${ISLAND_HYDRATED}])`) !== null;
}

/** What the page shows while React hydrates it, else `otherwise`. */
export function shownWhileHydrating<T>(read: () => T | null, otherwise: T): T {
  return isHydrating() ? (read() ?? otherwise) : otherwise;
}
