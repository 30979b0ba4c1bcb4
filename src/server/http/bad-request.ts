/**
 * A request the shop refuses with 400 and this message, as written: the error handler passes a
 * client error's message through, so it must say what to fix and never repeat the input.
 */
export class BadRequestError extends Error {
  readonly statusCode = 400;
}
