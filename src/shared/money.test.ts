import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  centsToDollars,
  dollarsToCents,
  formatUsd,
  formatUsdShort,
  parseDollars,
} from './money.ts';

describe('money', () => {
  it('formats cents as en-US dollars', () => {
    expect(formatUsd(14_900)).toBe('$149.00');
    expect(formatUsd(123_456)).toBe('$1,234.56');
    expect(formatUsd(5)).toBe('$0.05');
  });

  it('gives the decimal form used in structured data', () => {
    expect(centsToDecimal(14_900)).toBe('149.00');
    expect(centsToDecimal(1_999)).toBe('19.99');
  });

  it('drops cents only for whole dollars, with the thousands grouped', () => {
    expect(formatUsdShort(14_900)).toBe('$149');
    expect(formatUsdShort(1_999)).toBe('$19.99');
    expect(formatUsdShort(10_000_000)).toBe('$100,000');
  });

  it('reads the deprecated dollar fields as cents, and back', () => {
    expect(centsToDollars(14_950)).toBe(149.5);
    expect(dollarsToCents(149.5)).toBe(14_950);
    // 0.29 * 100 is 28.999… in floating point: the noise is not a sub-cent amount.
    expect(dollarsToCents(0.29)).toBe(29);
    expect(dollarsToCents(19.99)).toBe(1_999);
    expect(Number.isInteger(dollarsToCents(1.234))).toBe(false);
  });

  it('parses the dollars a person types into cents', () => {
    expect(parseDollars('149.50')).toBe(14_950);
    expect(parseDollars(' $1,490 ')).toBe(149_000);
    expect(parseDollars('.5')).toBe(50);
    expect(parseDollars('5.')).toBe(500);
    expect(Number.isInteger(parseDollars('1.234'))).toBe(false);
    expect(parseDollars('')).toBeNaN();
    expect(parseDollars('12 USD')).toBeNaN();
    expect(parseDollars('-5')).toBeNaN();
  });
});
