/**
 * A value made the first time it is asked for, then kept. For `Intl` formatters: making one
 * loads that part of the runtime's locale data (some 6 MB of a server's resident memory for
 * dates), which an idle process should not hold before its first mail or invoice; in a browser,
 * a page's first formatter costs one long task, which a page that shows no date should not pay.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => (value ??= { made: make() }).made;
}
