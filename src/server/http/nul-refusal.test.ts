import { describe, expect, it } from 'vitest';
import { hasNulInAddress, hasNulInBody } from './nul-refusal.ts';

describe('NUL in an address', () => {
  it.each(['/api/orders/%00', '/api/admin/orders?q=%00x', '/a\u0000b'])('is found in %j', (url) => {
    expect(hasNulInAddress(url)).toBe(true);
  });

  it.each(['/api/admin/orders?q=100', '/download/abc%2500', '/%0A'])('is not seen in %j', (url) => {
    expect(hasNulInAddress(url)).toBe(false);
  });
});

describe('NUL in a parsed body', () => {
  it.each([
    ['a string', 'a\u0000'],
    ['a nested string', { order: { notes: ['ok', 'b\u0000'] } }],
    ['a key', { ['k\u0000']: 1 }],
  ])('is found in %s', (_where, body) => {
    expect(hasNulInBody(body)).toBe(true);
  });

  it.each([
    ['text without one', { email: 'a@b.co', notes: ['x', 1, null, true] }],
    ['nothing', undefined],
    ['a raw body (the webhook’s bytes)', Buffer.from([0x61, 0x00, 0x62])],
  ])('is not seen in %s', (_where, body) => {
    expect(hasNulInBody(body)).toBe(false);
  });

  it('is found at the bottom of a body nested 100,000 levels deep, without overflowing', () => {
    let body: unknown = '\u0000';
    for (let level = 0; level < 100_000; level += 1) body = [body];
    expect(hasNulInBody(body)).toBe(true);
  });
});
