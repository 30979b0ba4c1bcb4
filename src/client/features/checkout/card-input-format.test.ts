import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatExpiry } from './card-input-format.ts';

describe('card input formatting', () => {
  it('groups card digits in fours and drops everything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 0000abc0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('42')).toBe('42');
  });

  it('writes expiry as MM / YY', () => {
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12/345')).toBe('12 / 34');
  });
});
