/**
 * Wilder's smoothing (an EMA with alpha 1 / period) over `values[from..]`, seeded with the simple
 * average of the first `period` of those values. Everything before the seed is NaN.
 */
export function wilderAverage(values: readonly number[], period: number, from = 0): number[] {
  const out = new Array<number>(values.length).fill(Number.NaN);
  const seedEnd = from + period - 1;
  if (values.length <= seedEnd) return out;
  let sum = 0;
  for (let i = from; i <= seedEnd; i++) sum += values[i] as number;
  let previous = sum / period;
  out[seedEnd] = previous;
  for (let i = seedEnd + 1; i < values.length; i++) {
    previous = (previous * (period - 1) + (values[i] as number)) / period;
    out[i] = previous;
  }
  return out;
}
