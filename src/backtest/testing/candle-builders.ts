import type { IndicatorSnapshot } from '../indicators/indicator-set.ts';
import type { Candle } from '../types.ts';

export const testStart = 1_735_689_600;

/**
 * Hand-made hourly candles from a list of closes: each opens at the previous close, with wicks
 * `wick` (a fraction) beyond the body, and the given volumes (100 by default).
 */
export function candlesFromCloses(
  closes: readonly number[],
  options: { volumes?: readonly number[]; wick?: number; firstOpen?: number } = {},
): Candle[] {
  const wick = options.wick ?? 0.001;
  return closes.map((close, i) => {
    const open = i === 0 ? (options.firstOpen ?? close) : (closes[i - 1] as number);
    return {
      time: testStart + i * 3_600,
      open,
      high: Math.max(open, close) * (1 + wick),
      low: Math.min(open, close) * (1 - wick),
      close,
      volume: options.volumes?.[i] ?? 100,
    };
  });
}

/** A path that multiplies the price by each step in turn. */
export function compound(start: number, steps: readonly number[]): number[] {
  const closes: number[] = [];
  let price = start;
  for (const step of steps) {
    price *= 1 + step;
    closes.push(price);
  }
  return closes;
}

export function repeat<T>(count: number, make: (i: number) => T): T[] {
  return Array.from({ length: count }, (_, i) => make(i));
}

/** An indicator snapshot where nothing fires, to override field by field. */
export const quietSnapshot: IndicatorSnapshot = {
  ema20: 100,
  ema50: 100,
  ema200: 100,
  rsi: 50,
  adx: 22,
  plusDi: 20,
  minusDi: 20,
  bbUpper: 102,
  bbMiddle: 100,
  bbLower: 98,
  atr: 1,
  volumeSma: 100,
  priorHigh: 103,
};

export function candle(fields: Partial<Candle> = {}): Candle {
  return { time: testStart, open: 100, high: 101, low: 99, close: 100, volume: 100, ...fields };
}
