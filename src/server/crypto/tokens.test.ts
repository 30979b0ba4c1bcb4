import { describe, expect, it } from 'vitest';
import { OrderTokenSchema } from '../../shared/order-view.ts';
import { hashToken, newToken } from './tokens.ts';

describe('tokens', () => {
  it('are 256-bit, URL-safe and never repeat', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(OrderTokenSchema.safeParse(token).success).toBe(true);
  });

  it('are stored as a SHA-256 hex digest, never as themselves', () => {
    const token = newToken();
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
    expect(hashToken(token)).toBe(hashToken(token));
  });
});
