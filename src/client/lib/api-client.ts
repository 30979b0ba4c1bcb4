import { ApiErrorSchema } from '../../shared/api-error.ts';

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
 * JSON over fetch with the spec's shared behaviour: cookies sent, JSON bodies, any non-ok answer
 * is a failure whose message is the server's, or "status: body text", or the status text.
 */
export async function apiRequest<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'include',
    headers:
      init.body === undefined
        ? { accept: 'application/json' }
        : { accept: 'application/json', 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) {
    let parsed: ReturnType<typeof ApiErrorSchema.safeParse> | undefined;
    try {
      parsed = ApiErrorSchema.safeParse(JSON.parse(text));
    } catch {
      parsed = undefined;
    }
    if (parsed?.success) {
      throw new ApiRequestError(parsed.data.message, response.status, parsed.data.fieldErrors);
    }
    throw new ApiRequestError(
      text ? `${response.status}: ${text}` : response.statusText,
      response.status,
    );
  }
  return (text ? JSON.parse(text) : undefined) as T;
}
