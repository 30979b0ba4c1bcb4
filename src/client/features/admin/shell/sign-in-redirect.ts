/** The sign-in page's address that brings the admin back to where they were. */
export function signInPathFor(location: { pathname: string; search: string }): string {
  return `/admin/login?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

/** Whether an error is the API's "no valid session" answer. */
export function isUnauthorized(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401
  );
}
