import { entryRules, indicatorSettings } from '../rules.ts';
import type { EntryRule } from './strategy.ts';

/** EMA 20 above EMA 50, close above EMA 200, ADX above 25, and a pullback with RSI 14 below 40. */
export const trendFollowing: EntryRule = {
  id: 'trend-following',
  shouldEnter: ({ candle, ind }) =>
    ind.ema20 > ind.ema50 &&
    candle.close > ind.ema200 &&
    ind.adx > indicatorSettings.adxStrongAbove &&
    ind.rsi < entryRules.trendFollowingRsiBelow,
};
