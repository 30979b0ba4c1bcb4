import { SMA } from 'technicalindicators';
import { describe, expect, it } from 'vitest';
import { priorHighest } from './highest.ts';
import { sma } from './sma.ts';
import { expectMatchesReference, testCandles } from '../testing/test-candles.ts';

const candles = testCandles(3_000);
const closes = candles.map((c) => c.close);

describe('sma', () => {
  it('Volume SMA 20 matches technicalindicators from index 19', () => {
    const volumes = candles.map((c) => c.volume);
    expectMatchesReference(
      sma(volumes, 20),
      SMA.calculate({ period: 20, values: volumes }),
      19,
      1e-6,
      expect,
    );
  });

  it('averages the last period values', () => {
    expect(sma([1, 2, 3, 4], 2)).toEqual([Number.NaN, 1.5, 2.5, 3.5]);
  });
});

describe('priorHighest', () => {
  it('looks only at the candles before i', () => {
    expect(priorHighest([1, 5, 2, 3, 9, 1], 3)).toEqual([NaN, NaN, NaN, 5, 5, 9]);
    expect(closes.length).toBe(3_000);
  });
});
