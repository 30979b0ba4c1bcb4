import { describe, expect, it } from 'vitest';
import { newToken } from './tokens.ts';
import { openForOrder, orderSealKey, sealForOrder } from './order-seal.ts';

describe('sealing a download token to an order', () => {
  it('opens with the order token and with nothing else', () => {
    const orderToken = newToken();
    const key = orderSealKey(orderToken);
    const secret = newToken();
    const sealed = sealForOrder(key, secret);
    expect(sealed).not.toContain(secret);
    expect(openForOrder(orderToken, sealed)).toBe(secret);
    expect(openForOrder(newToken(), sealed)).toBeNull();
  });

  it('derives the same public key from the same token, and never reveals the token', () => {
    const orderToken = newToken();
    expect(orderSealKey(orderToken)).toBe(orderSealKey(orderToken));
    expect(orderSealKey(orderToken)).not.toBe(orderSealKey(newToken()));
    expect(orderSealKey(orderToken)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('seals the same secret differently each time and refuses tampering', () => {
    const orderToken = newToken();
    const key = orderSealKey(orderToken);
    const a = sealForOrder(key, 'secret');
    expect(a).not.toBe(sealForOrder(key, 'secret'));
    const bytes = Buffer.from(a, 'base64url');
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    expect(openForOrder(orderToken, bytes.toString('base64url'))).toBeNull();
    expect(openForOrder(orderToken, 'short')).toBeNull();
  });
  // Orders keep their seal key and sealed links for years: how the key is derived never changes.
  // Both were written by the first version of this file.
  it('derives the key that older orders were sealed with, and opens their links', () => {
    const orderToken = 'known-order-token-for-the-seal-vector';
    expect(orderSealKey(orderToken)).toBe('EFOAR8Gkmsz4JGm5LXRefQ-o0OtAAYttCyCCCjTSXzA');
    const sealedEarlier =
      'vnVHauBDWbeXMK5bpEvYR_bFFv6s5OcGiuJ_g6DKKxFpmGGnwJHC1hwVlPvLgvSHMFOfs9qOhe4pyIGgD4zF7PU_SPaahmy8oCee';
    expect(openForOrder(orderToken, sealedEarlier)).toBe('dl_known-secret');
    expect(openForOrder(newToken(), sealedEarlier)).toBeNull();
  });
});
