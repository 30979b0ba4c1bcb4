import type { ApiError } from '../../shared/api-error.ts';

/** A non-2xx answer; `message` is the server's sentence for a person, when it sent one. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors?: Record<string, string[]>,
    /** The server's machine-readable reason, when it sent one (e.g. `reauth_required`). */
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * Decides whether a refused call is sent once more: the admin screens install one that asks for
 * the password again when the server wants a recent check, and answers true once it is given.
 */
type RetryGate = (error: ApiRequestError) => Promise<boolean>;
let retryGate: RetryGate | undefined;

export function setRetryGate(gate: RetryGate | undefined): void {
  retryGate = gate;
}

/**
 * What checks a success's body and gives it its type: the route's shared zod response schema, or,
 * on a public page that must not load zod, a small hand-written guard (or a schema imported
 * lazily, hence the promise). An empty body reaches it as `null`.
 */
export interface ResponseCheck<T> {
  parse(body: unknown): T | PromiseLike<T>;
}

/** Said when a success's body is not what the route promises (an old page after a deploy). */
export const UNEXPECTED_ANSWER =
  'The server sent an answer this page does not understand. Please reload the page and try again.';

/**
 * JSON over fetch, the same for every call: cookies sent, JSON bodies, any non-ok answer
 * is a failure whose message is the server's, or "status: body text", or the status text. A
 * success is parsed with `response`, never cast.
 */
export async function apiRequest<T>(
  /** Built with `apiPath` (src/shared/api-paths.ts). */
  path: string,
  response: ResponseCheck<T>,
  /** `headers`: more request headers (e.g. an admin action's Idempotency-Key). */
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  try {
    return await sendRequest(path, response, init);
  } catch (error) {
    const gate = retryGate;
    if (!(error instanceof ApiRequestError) || !gate || !(await gate(error))) throw error;
    return sendRequest(path, response, init);
  }
}

async function sendRequest<T>(
  path: string,
  response: ResponseCheck<T>,
  init: { method?: string; body?: unknown; headers?: Record<string, string> },
): Promise<T> {
  const answer = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers: {
      ...init.headers,
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await answer.text();
  if (!answer.ok) {
    const body = parseApiError(text);
    if (body) throw new ApiRequestError(body.message, answer.status, body.fieldErrors, body.code);
    throw new ApiRequestError(
      text ? `${answer.status}: ${text}` : answer.statusText,
      answer.status,
    );
  }
  try {
    return await response.parse(text ? JSON.parse(text) : null);
  } catch {
    throw new ApiRequestError(UNEXPECTED_ANSWER, answer.status);
  }
}

/**
 * The server's error body, when that is what came back. A hand-written check rather than the zod
 * schema: it keeps zod out of every public page that has a form.
 */
function parseApiError(text: string): ApiError | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (
      typeof body === 'object' &&
      body !== null &&
      typeof (body as ApiError).error === 'string' &&
      typeof (body as ApiError).message === 'string'
    ) {
      return body as ApiError;
    }
  } catch {
    // Not JSON: the caller falls back to "status: body text".
  }
  return undefined;
}

/**
 * A response check whose schema module is imported only when an answer arrives: a public page
 * parses with the shared schema without zod in its first visit's scripts.
 */
export const lazyCheck = <T>(load: () => Promise<ResponseCheck<T>>): ResponseCheck<T> => ({
  parse: async (body) => (await load()).parse(body),
});
