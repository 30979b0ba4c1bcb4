import type { Candle } from '../types.ts';
import { trueRange } from './true-range.ts';
import { wilderAverage } from './wilder.ts';

/**
 * Average true range (Wilder). The first value is at index `period`: the seed averages the true
 * ranges of candles 1..period (candle 0 has no previous close).
 */
export function atr(candles: readonly Candle[], period: number): number[] {
  return wilderAverage(trueRange(candles), period, 1);
}
