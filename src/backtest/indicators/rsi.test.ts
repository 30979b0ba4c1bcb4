import { RSI } from 'technicalindicators';
import { describe, expect, it } from 'vitest';
import { rsi } from './rsi.ts';
import { expectMatchesReference, testCandles } from '../testing/test-candles.ts';

const candles = testCandles(3_000);
const closes = candles.map((c) => c.close);

describe('rsi', () => {
  it('RSI 14 matches technicalindicators from index 14 (it rounds to 2 decimals)', () => {
    const theirs = RSI.calculate({ period: 14, values: closes });
    expectMatchesReference(rsi(closes, 14), theirs, 14, 0.005 + 1e-9, expect);
  });

  it('stays within 0..100 and is 100 when prices only rise', () => {
    const values = rsi(closes, 14).filter((v) => !Number.isNaN(v));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThanOrEqual(100);
    expect(
      rsi(
        Array.from({ length: 30 }, (_, i) => 100 + i),
        14,
      )[29],
    ).toBe(100);
  });
});
