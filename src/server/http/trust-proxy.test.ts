import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
  });

  it('takes a hop count or a list of addresses, ranges and range names', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8,fd00::/8, loopback')).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', 'yes', '10.0.0.0/33', '::1/129', '10.0.0.1/8/1', 'proxy.internal', '11'])(
    'refuses %j with the accepted forms',
    (value) => {
      expect(parseTrustProxy(value)).toEqual({ error: expect.stringMatching(/hop count/) });
    },
  );
});
