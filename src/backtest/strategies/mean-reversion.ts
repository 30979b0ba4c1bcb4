import { entryRules, indicatorSettings } from '../rules.ts';
import type { EntryRule } from './strategy.ts';

/** A ranging market (ADX below 20), a close below the lower Bollinger Band, and RSI 14 below 26. */
export const meanReversion: EntryRule = {
  id: 'mean-reversion',
  shouldEnter: ({ candle, ind }) =>
    ind.adx < indicatorSettings.adxWeakBelow &&
    candle.close < ind.bbLower &&
    ind.rsi < entryRules.meanReversionRsiBelow,
};
