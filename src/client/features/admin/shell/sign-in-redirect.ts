/** The sign-in page's address that brings the admin back to where they were. */
export function signInPathFor(location: { pathname: string; search: string }): string {
  return `/admin/login?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

/** Where an admin screen goes when its session has ended: sign in, then back here. */
export const signInPathHere = () => signInPathFor(window.location);
