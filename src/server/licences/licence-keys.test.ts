import { describe, expect, it } from 'vitest';
import { crockfordAlphabet, normaliseLicenceKey } from '../../shared/licence-key.ts';
import { hashLicenceKey, lastGroupOf, newLicenceKey } from './licence-keys.ts';

describe('new licence keys', () => {
  it('read CM- and five groups of five Crockford characters, already normalised', () => {
    for (let n = 0; n < 200; n += 1) {
      const key = newLicenceKey();
      expect(key).toMatch(/^CM(-[0-9A-HJKMNP-TV-Z]{5}){5}$/);
      expect(normaliseLicenceKey(key)).toBe(key);
    }
  });

  it('carry at least 100 random bits: every character of the alphabet turns up, no key twice', () => {
    const keys = new Set(Array.from({ length: 2000 }, () => newLicenceKey()));
    expect(keys.size).toBe(2000);
    const seen = new Set<string>();
    for (const key of keys) for (const char of key.slice(3).replaceAll('-', '')) seen.add(char);
    expect([...seen].sort().join('')).toBe([...crockfordAlphabet].sort().join(''));
    expect(25 * Math.log2(crockfordAlphabet.length)).toBeGreaterThanOrEqual(100);
  });

  it('are looked up by a hash of the normalised key, the same however it was typed', () => {
    const key = newLicenceKey();
    const typed = normaliseLicenceKey(key.toLowerCase().replaceAll('-', '')) ?? '';
    expect(hashLicenceKey(typed)).toBe(hashLicenceKey(key));
    expect(hashLicenceKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(lastGroupOf(key)).toBe(key.slice(-5));
  });
});
