import { ApiRequestError } from '../../lib/api-client.ts';

/**
 * The server's reason for refusing a change, as the owner should read it: a field's own message
 * when the server named one ("Use at most two decimals for the price."), else its sentence.
 */
export function failureReason(error: unknown): string | undefined {
  if (error instanceof ApiRequestError) {
    const first = Object.values(error.fieldErrors ?? {})[0]?.[0];
    return first ?? (error.message || undefined);
  }
  return error instanceof Error ? error.message || undefined : undefined;
}
