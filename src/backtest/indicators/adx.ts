import type { Candle } from '../types.ts';
import { trueRange } from './true-range.ts';
import { wilderAverage } from './wilder.ts';
import { shareAsPercent } from '../../shared/percent.ts';

export interface AdxSeries {
  readonly adx: number[];
  readonly plusDi: number[];
  readonly minusDi: number[];
}

/**
 * Average directional index with +DI and -DI (Wilder). Directional movement and true range start
 * at index 1, so +DI/-DI start at index `period` and ADX, a Wilder average of DX, at
 * 2 * period - 1.
 */
export function adx(candles: readonly Candle[], period: number): AdxSeries {
  const plusDm = candles.map((candle, i) => {
    const previous = candles[i - 1];
    if (!previous) return 0;
    const up = candle.high - previous.high;
    const down = previous.low - candle.low;
    return up > down && up > 0 ? up : 0;
  });
  const minusDm = candles.map((candle, i) => {
    const previous = candles[i - 1];
    if (!previous) return 0;
    const up = candle.high - previous.high;
    const down = previous.low - candle.low;
    return down > up && down > 0 ? down : 0;
  });
  const smoothedTr = wilderAverage(trueRange(candles), period, 1);
  const smoothedPlus = wilderAverage(plusDm, period, 1);
  const smoothedMinus = wilderAverage(minusDm, period, 1);
  const plusDi = smoothedPlus.map((value, i) => shareAsPercent(value, smoothedTr[i] as number));
  const minusDi = smoothedMinus.map((value, i) => shareAsPercent(value, smoothedTr[i] as number));
  const dx = plusDi.map((plus, i) => {
    const minus = minusDi[i] as number;
    const sum = plus + minus;
    return sum === 0 ? 0 : shareAsPercent(Math.abs(plus - minus), sum);
  });
  return { adx: wilderAverage(dx, period, period), plusDi, minusDi };
}
