import { describe, expect, it } from 'vitest';
import { price, round, signedPct, signedUsdt, significant } from './format.ts';

describe('format', () => {
  it('rounds without producing -0', () => {
    expect(round(1.23456, 2)).toBe(1.23);
    expect(Object.is(round(-0.0001, 2), 0)).toBe(true);
  });

  it('keeps significant digits for any price size', () => {
    expect(significant(94123.456, 5)).toBe(94123);
    expect(significant(0.912345, 5)).toBe(0.91235);
    expect(significant(2.2, 5)).toBe(2.2);
  });

  it('writes money and prices', () => {
    expect(signedUsdt(1234.5)).toBe('+1,234.50 USDT');
    expect(signedUsdt(-0.5)).toBe('-0.50 USDT');
    expect(signedPct(1.25)).toBe('+1.3%');
    expect(signedPct(1.234, 2)).toBe('+1.23%');
    expect(price(94123.46)).toBe('94,123.5');
    expect(price(0.912345)).toBe('0.91235');
  });
});
