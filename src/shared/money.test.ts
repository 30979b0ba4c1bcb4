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

  it('writes dollars exactly as Intl does for en-US, without loading its locale data', () => {
    const intlUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const intlWhole = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    const amounts = [0, 1, 99, 100, 101, 99_999, 100_000, 123_456_789, 987_654_321_012];
    for (let cents = 0; cents < 3_000; cents += 7) amounts.push(cents);
    for (let power = 1; power < 1e14; power *= 10) amounts.push(power, power - 1, power * 7 + 3);
    for (const cents of amounts.flatMap((amount) => (amount === 0 ? [0] : [amount, -amount]))) {
      expect(formatUsd(cents)).toBe(intlUsd.format(cents / 100));
      const short = cents % 100 === 0 ? intlWhole.format(cents / 100) : intlUsd.format(cents / 100);
      expect(formatUsdShort(cents)).toBe(short);
    }
  });

  it('rounds a fraction of a cent to the nearest cent', () => {
    expect(formatUsd(14_900.4)).toBe('$149.00');
    expect(formatUsd(14_900.6)).toBe('$149.01');
    expect(formatUsd(-0.4)).toBe('$0.00');
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
