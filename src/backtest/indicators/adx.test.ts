import { ADX } from 'technicalindicators';
import { describe, expect, it } from 'vitest';
import { adx } from './adx.ts';
import { alignedPairs, expectMatchesReference, testCandles } from '../testing/test-candles.ts';

const candles = testCandles(3_000);
const closes = candles.map((c) => c.close);

describe('adx', () => {
  const ours = adx(candles, 14);
  const theirs = ADX.calculate({
    period: 14,
    high: candles.map((c) => c.high),
    low: candles.map((c) => c.low),
    close: closes,
  });

  it('ADX 14 matches technicalindicators from index 27 (2 x 14 - 1)', () => {
    expectMatchesReference(
      ours.adx,
      theirs.map((r) => r.adx),
      27,
      1e-9,
      expect,
    );
  });

  it('+DI and -DI exist from index 14 and match where the library reports them', () => {
    expect(Number.isNaN(ours.plusDi[13])).toBe(true);
    expect(Number.isNaN(ours.plusDi[14])).toBe(false);
    for (const [mine, reference] of alignedPairs(
      ours.plusDi,
      theirs.map((r) => r.pdi),
    )) {
      expect(mine).toBeCloseTo(reference, 9);
    }
    for (const [mine, reference] of alignedPairs(
      ours.minusDi,
      theirs.map((r) => r.mdi),
    )) {
      expect(mine).toBeCloseTo(reference, 9);
    }
  });

  it('stays within 0..100 and does not change at i when later data is removed', () => {
    const values = ours.adx.filter((v) => !Number.isNaN(v));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThanOrEqual(100);
    expect(adx(candles.slice(0, 1_000), 14).adx).toEqual(ours.adx.slice(0, 1_000));
  });
});
