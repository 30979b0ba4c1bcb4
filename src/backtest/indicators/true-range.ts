import type { Candle } from '../types.ts';

/**
 * True range per candle. The first candle has no previous close, so its element is NaN: ATR and
 * ADX start from the second candle, as Wilder and technicalindicators do.
 */
export function trueRange(candles: readonly Candle[]): number[] {
  return candles.map((candle, i) => {
    const previous = candles[i - 1];
    if (!previous) return Number.NaN;
    return Math.max(
      candle.high - candle.low,
      Math.abs(candle.high - previous.close),
      Math.abs(candle.low - previous.close),
    );
  });
}
