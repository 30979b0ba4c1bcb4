/** Marks the demo's loading state, so the page can tell whether it was prerendered. */
export const DEMO_LOADING_ATTRIBUTE = 'data-demo-loading';

/**
 * How long the loading state has been on screen when the demo first renders in the browser. The
 * prerendered page shows it from the first paint, so the 1.5 s count from there rather than from
 * hydration; after a client-side navigation this render is the first to show it (0).
 */
export function loadingShownMs(): number {
  if (typeof document === 'undefined') return 0;
  if (!document.querySelector(`[${DEMO_LOADING_ATTRIBUTE}]`)) return 0;
  const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  return Math.max(0, performance.now() - firstPaint);
}
