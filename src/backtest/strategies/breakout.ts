import { entryRules } from '../rules.ts';
import type { EntryRule } from './strategy.ts';

/**
 * A close above the highest high of the 20 candles before it and above the upper Bollinger Band,
 * on volume above 1.5 times its 20-candle average.
 */
export const breakout: EntryRule = {
  id: 'breakout',
  shouldEnter: ({ candle, ind }) =>
    candle.close > ind.priorHigh &&
    candle.close > ind.bbUpper &&
    candle.volume > entryRules.breakoutVolumeMultiple * ind.volumeSma,
};
