import { useMemo, useRef } from 'react';

/**
 * A random key naming one confirmation of an admin action (sent as `Idempotency-Key`). 128 random
 * bits from `getRandomValues`, which, unlike `randomUUID`, also works on a plain-http address.
 */
export function newConfirmationKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface ConfirmationKey {
  /** The current confirmation's key, made on first use: every submit of it sends the same. */
  current: () => string;
  /** The confirmation is over (it succeeded, or what it asks changed): the next gets a new key. */
  reset: () => void;
}

/**
 * One key per confirmation, so a double click or a repeated submit acts once on the server. Kept
 * in a ref, not state: two clicks before React renders again must read the same key.
 */
export function useConfirmationKey(): ConfirmationKey {
  const key = useRef<string | undefined>(undefined);
  return useMemo(
    () => ({
      current: () => (key.current ??= newConfirmationKey()),
      reset: () => {
        key.current = undefined;
      },
    }),
    [],
  );
}
