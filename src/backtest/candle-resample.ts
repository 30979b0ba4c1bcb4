import { round, significant } from './format.ts';
import type { PairCandles } from './report-types.ts';
import type { Candle, Pair } from './types.ts';

/**
 * Hourly candles from `startTime` on, merged into candles of `intervalSeconds` aligned to
 * startTime, in columns. Prices keep 4 significant digits (whole units from 1,000 up) and never
 * more decimals than `maxDecimals` (the exchange's price step): a resolution of 0.1% or better,
 * plenty for a 4-hour chart, and it keeps the file small.
 */
export function resampleCandles(
  pair: Pair,
  candles: readonly Candle[],
  startTime: number,
  intervalSeconds: number,
  maxDecimals = 8,
): PairCandles {
  // 4 significant digits, but whole units above 1,000: 0.9124, 190.1, 3350, 128047.
  const chartPrice = (value: number) =>
    round(value >= 1_000 ? Math.round(value) : significant(value, 4), maxDecimals);
  const columns = {
    open: [] as number[],
    high: [] as number[],
    low: [] as number[],
    close: [] as number[],
  };
  let bucket: Candle[] = [];
  const flush = () => {
    const first = bucket[0];
    const last = bucket[bucket.length - 1];
    if (!first || !last) return;
    columns.open.push(chartPrice(first.open));
    columns.high.push(chartPrice(Math.max(...bucket.map((c) => c.high))));
    columns.low.push(chartPrice(Math.min(...bucket.map((c) => c.low))));
    columns.close.push(chartPrice(last.close));
    bucket = [];
  };
  let bucketIndex = 0;
  for (const candle of candles) {
    if (candle.time < startTime) continue;
    const index = Math.floor((candle.time - startTime) / intervalSeconds);
    if (index !== bucketIndex) flush();
    bucketIndex = index;
    bucket.push(candle);
  }
  flush();
  return { pair, startTime, intervalSeconds, ...columns };
}
