import { describe, expect, it } from 'vitest';
import { resampleCandles } from './candle-resample.ts';
import type { Candle } from './types.ts';

const hour = (i: number, open: number, high: number, low: number, close: number): Candle => ({
  time: 1_000_000 + i * 3_600,
  open,
  high,
  low,
  close,
  volume: 1,
});

describe('resampleCandles', () => {
  it('merges hours into 4-hour candles from the start time on', () => {
    const candles = [
      hour(-1, 1, 1, 1, 1),
      hour(0, 10, 12, 9, 11),
      hour(1, 11, 15, 10, 14),
      hour(2, 14, 14, 8, 9),
      hour(3, 9, 10, 9, 10),
      hour(4, 10, 11, 10, 11),
    ];
    const result = resampleCandles('BTC/USDT', candles, 1_000_000, 4 * 3_600);
    expect(result).toEqual({
      pair: 'BTC/USDT',
      startTime: 1_000_000,
      intervalSeconds: 14_400,
      open: [10, 10],
      high: [15, 11],
      low: [8, 10],
      close: [10, 11],
    });
  });
});
