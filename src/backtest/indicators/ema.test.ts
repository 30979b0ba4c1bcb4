import { EMA } from 'technicalindicators';
import { describe, expect, it } from 'vitest';
import { ema } from './ema.ts';
import { alignedPairs, expectMatchesReference, testCandles } from '../testing/test-candles.ts';

const candles = testCandles(3_000);
const closes = candles.map((c) => c.close);

describe('ema', () => {
  it.each([20, 50, 200])('EMA %i matches technicalindicators from index period - 1', (period) => {
    const theirs = EMA.calculate({ period, values: closes });
    expectMatchesReference(ema(closes, period), theirs, period - 1, 1e-9, expect);
  });

  it('does not change at i when later data is removed', () => {
    expect(ema(closes.slice(0, 1_000), 50)).toEqual(ema(closes, 50).slice(0, 1_000));
  });

  it('keeps alignedPairs honest', () => {
    expect(alignedPairs([Number.NaN, 1, 2], [1, 2])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});
