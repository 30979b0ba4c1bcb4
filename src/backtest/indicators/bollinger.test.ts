import { BollingerBands } from 'technicalindicators';
import { describe, expect, it } from 'vitest';
import { bollinger } from './bollinger.ts';
import { expectMatchesReference, testCandles } from '../testing/test-candles.ts';

const candles = testCandles(3_000);
const closes = candles.map((c) => c.close);

describe('bollinger', () => {
  it('Bollinger Bands (20, 2, population deviation) match technicalindicators from index 19', () => {
    const ours = bollinger(closes, 20, 2);
    const theirs = BollingerBands.calculate({ period: 20, stdDev: 2, values: closes });
    expectMatchesReference(
      ours.upper,
      theirs.map((r) => r.upper),
      19,
      1e-9,
      expect,
    );
    expectMatchesReference(
      ours.middle,
      theirs.map((r) => r.middle),
      19,
      1e-9,
      expect,
    );
    expectMatchesReference(
      ours.lower,
      theirs.map((r) => r.lower),
      19,
      1e-9,
      expect,
    );
  });

  it('uses the population deviation: [1, 3] has deviation 1', () => {
    const bands = bollinger([1, 3], 2, 2);
    expect(bands).toEqual({
      upper: [Number.NaN, 4],
      middle: [Number.NaN, 2],
      lower: [Number.NaN, 0],
    });
  });
});
