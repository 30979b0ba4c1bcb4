/**
 * Exponential moving average with smoothing 2 / (period + 1), seeded with the simple average of
 * the first `period` values (the usual convention, and technicalindicators'). The first value is
 * at index period - 1; earlier elements are NaN.
 */
export function ema(values: readonly number[], period: number): number[] {
  const out = new Array<number>(values.length).fill(Number.NaN);
  if (values.length < period) return out;
  const k = 2 / (period + 1);
  let seed = 0;
  for (let i = 0; i < period; i++) seed += values[i] as number;
  let previous = seed / period;
  out[period - 1] = previous;
  for (let i = period; i < values.length; i++) {
    previous = ((values[i] as number) - previous) * k + previous;
    out[i] = previous;
  }
  return out;
}
