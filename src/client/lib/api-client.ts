import type { ApiError } from '../../shared/api-error.ts';

/** A non-2xx answer; `message` is the server's sentence for a person, when it sent one. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
  }
}

/**
 * JSON over fetch, the same for every call: cookies sent, JSON bodies, any non-ok answer
 * is a failure whose message is the server's, or "status: body text", or the status text.
 */
export async function apiRequest<T>(
  path: string,
  /** `headers`: more request headers (e.g. an admin action's Idempotency-Key). */
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers: {
      ...init.headers,
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) {
    const body = parseApiError(text);
    if (body) throw new ApiRequestError(body.message, response.status, body.fieldErrors);
    throw new ApiRequestError(
      text ? `${response.status}: ${text}` : response.statusText,
      response.status,
    );
  }
  return (text ? JSON.parse(text) : undefined) as T;
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
