/*
 * Telling "the database is down" apart from a bug. A request that fails because the database
 * cannot be reached is answered 503 with Retry-After (as /readyz does), so clients, load
 * balancers and the payment provider's retries wait and try again rather than seeing a 500.
 */

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);
// SQLSTATE: 08 connection exceptions, 57P0x server shutting down or starting, 53300 too many
// connections.
const SERVER_STATES = /^(08...|57P0[1-3]|53300)$/;
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
  'Client has encountered a connection error',
  'PGlite is closed',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (!(current instanceof Error)) return false;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_STATES.test(code))) {
      return true;
    }
    if (MESSAGES.some((message) => current instanceof Error && current.message.includes(message))) {
      return true;
    }
    current = current.cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The shop cannot reach its database right now. Nothing was lost; please try again in a minute.';
