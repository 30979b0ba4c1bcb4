/** Whether an error is the API's "no valid session" answer. */
export function isUnauthorized(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401
  );
}
