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
