/**
 * Simple moving average. Element i averages values[i - period + 1 .. i]; the first period - 1
 * elements are NaN (warm-up).
 */
export function sma(values: readonly number[], period: number): number[] {
  const out = new Array<number>(values.length).fill(Number.NaN);
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    sum += values[i] as number;
    if (i >= period) sum -= values[i - period] as number;
    if (i >= period - 1) out[i] = sum / period;
  }
  return out;
}
