/**
 * A route module exports this as its `handle` to put its page in the admin area: the root then
 * leaves out the shop's header and footer, and the page brings the admin's own header.
 */
export const adminAreaHandle = { area: 'admin' } as const;

/** Whether the matched routes (React Router's `useMatches()`) put the page in the admin area. */
export function inAdminArea(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some(
    (match) =>
      typeof match.handle === 'object' &&
      match.handle !== null &&
      (match.handle as { area?: unknown }).area === adminAreaHandle.area,
  );
}

/** The attribute the loading shell carries on an admin address. */
export const loadingAreaAttribute = 'data-loading-area';

const adminAddress = /^\/(admin|art-admin)(\/|$)/;

/**
 * Runs in <head> before the first paint. A client-only page is first the one shell the build
 * makes for all of them, the shop's header and footer included, until its route's code has
 * loaded; on an admin address this marks the document so that CSS (app.css) hides them, and the
 * owner never sees the shop's links flash by. The root removes the mark once a route renders.
 */
export const loadingAreaScript = `if(${String(adminAddress)}.test(location.pathname))document.documentElement.setAttribute('${loadingAreaAttribute}','admin')`;
