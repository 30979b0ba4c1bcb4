/** A built page whose shape the build's rewrites do not know: the build stops rather than ship it. */
export class UnexpectedPageError extends Error {
  override name = 'UnexpectedPageError';
}
