import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatUsd, formatUsdShort } from './money.ts';

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

  it('drops cents only for whole dollars', () => {
    expect(formatUsdShort(14_900)).toBe('$149');
    expect(formatUsdShort(1_999)).toBe('$19.99');
  });
});
