import { describe, expect, it } from 'vitest';
import type { IndicatorSnapshot } from '../indicators/indicator-set.ts';
import { candle, quietSnapshot } from '../testing/candle-builders.ts';
import { breakout } from './breakout.ts';
import { meanReversion } from './mean-reversion.ts';
import { trendFollowing } from './trend-following.ts';

const ind = (fields: Partial<IndicatorSnapshot>): IndicatorSnapshot => ({
  ...quietSnapshot,
  ...fields,
});

describe('Trend Following entry', () => {
  const trend = ind({ ema20: 105, ema50: 103, ema200: 95, adx: 30, rsi: 38 });
  const bar = candle({ close: 104 });

  it('fires on a pullback (RSI below 40) in a confirmed uptrend', () => {
    expect(trendFollowing.shouldEnter({ candle: bar, ind: trend })).toBe(true);
  });

  it.each([
    ['EMA 20 not above EMA 50', { ema20: 103 }],
    ['ADX at 25, not above', { adx: 25 }],
    ['RSI at 40, not below', { rsi: 40 }],
    ['warm-up (NaN)', { ema200: Number.NaN }],
  ])('does not fire with %s', (_, fields) => {
    expect(trendFollowing.shouldEnter({ candle: bar, ind: { ...trend, ...fields } })).toBe(false);
  });

  it('does not fire below EMA 200', () => {
    expect(trendFollowing.shouldEnter({ candle: candle({ close: 94 }), ind: trend })).toBe(false);
  });
});

describe('Mean Reversion entry', () => {
  const range = ind({ adx: 15, bbLower: 98, rsi: 24 });
  const bar = candle({ close: 97.5 });

  it('fires below the lower band with RSI below 26 in a ranging market', () => {
    expect(meanReversion.shouldEnter({ candle: bar, ind: range })).toBe(true);
  });

  it.each([
    ['ADX at 20, not below', { adx: 20 }],
    ['RSI at 26, not below', { rsi: 26 }],
    ['close above the lower band', { bbLower: 97 }],
  ])('does not fire with %s', (_, fields) => {
    expect(meanReversion.shouldEnter({ candle: bar, ind: { ...range, ...fields } })).toBe(false);
  });
});

describe('Breakout entry', () => {
  const setup = ind({ priorHigh: 103, bbUpper: 104, volumeSma: 100 });
  const bar = candle({ close: 105, high: 105.5, volume: 151 });

  it('fires on a close above the 20-candle high and upper band with 1.5x volume', () => {
    expect(breakout.shouldEnter({ candle: bar, ind: setup })).toBe(true);
  });

  it('needs volume above 1.5 times the average', () => {
    expect(breakout.shouldEnter({ candle: { ...bar, volume: 150 }, ind: setup })).toBe(false);
  });

  it('needs the close above both the prior high and the upper band', () => {
    expect(breakout.shouldEnter({ candle: bar, ind: { ...setup, priorHigh: 105 } })).toBe(false);
    expect(breakout.shouldEnter({ candle: bar, ind: { ...setup, bbUpper: 105.2 } })).toBe(false);
  });
});
