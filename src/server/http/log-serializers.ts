import type { FastifyRequest } from 'fastify';

/*
 * What the logs may carry. Order, download and session tokens travel in URLs; a log line keeps
 * a short prefix of each (enough for support to match a complaint to a request) and never the
 * whole token. Database errors never carry the values of a query, which hold buyers' emails and
 * messages.
 */

/**
 * Tokens here are 43 URL-safe characters. A long run of such characters is taken for a token
 * unless it reads like a path word of the shop's own (lower case and hyphens, such as
 * `create-payment-intent`), which a random token of this length never does.
 */
const URL_SAFE_RUN = /[A-Za-z0-9_-]{20,}/g;
const PATH_WORD = /^[a-z-]{20,31}$/;
const TOKEN_PREFIX_LENGTH = 6;

export function redactTokens(text: string): string {
  return text.replace(URL_SAFE_RUN, (run) =>
    PATH_WORD.test(run) ? run : `${run.slice(0, TOKEN_PREFIX_LENGTH)}…`,
  );
}

// Drizzle appends the query's values to its error message (and so to the stack).
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/;
// PostgreSQL's data exceptions (SQLSTATE class 22) quote the offending input value.
const QUOTED_VALUE = /"[^"]*"/g;

interface LoggedError {
  [field: string]: unknown;
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  stack: string;
  cause?: LoggedError;
}

function clean(text: string, code: unknown): string {
  const withoutParams = text.replace(QUERY_PARAMS, '');
  return typeof code === 'string' && code.startsWith('22')
    ? withoutParams.replace(QUOTED_VALUE, '"…"')
    : withoutParams;
}

/** An error as the logs show it: its kind, message, code and stack, minus any query values. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: clean(String(error), ''), stack: '' };
  }
  const fields = error as Error & { code?: unknown; statusCode?: unknown };
  const logged: LoggedError = {
    type: error.name,
    message: clean(error.message, fields.code),
    stack: clean(error.stack ?? '', fields.code),
  };
  if (typeof fields.code === 'string') logged.code = fields.code;
  if (typeof fields.statusCode === 'number') logged.statusCode = fields.statusCode;
  // Constraint violations put the row's values in `detail`, which is deliberately left out.
  if (error.cause !== undefined && depth < 3) logged.cause = serializeError(error.cause, depth + 1);
  return logged;
}

export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactTokens(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export const logSerializers = { req: serializeRequest, err: serializeError };
