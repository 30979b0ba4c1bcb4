import { describe, expect, it } from 'vitest';
import { isoTime, price, round, shortTime, signedPct, signedUsdt, significant } from './format.ts';

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

  it('writes times, money and prices', () => {
    expect(isoTime(1_735_689_600)).toBe('2025-01-01T00:00:00.000Z');
    expect(shortTime(1_735_693_200)).toBe('2025-01-01 01:00 UTC');
    expect(signedUsdt(1234.5)).toBe('+1,234.50 USDT');
    expect(signedUsdt(-0.5)).toBe('-0.50 USDT');
    expect(signedPct(1.234)).toBe('+1.23%');
    expect(price(94123.46)).toBe('94,123.5');
    expect(price(0.912345)).toBe('0.91235');
  });
});
