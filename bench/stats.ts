/** The middle value; the mean of the two middle values for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function max(values: readonly number[]): number {
  if (values.length === 0) throw new Error('max of no values');
  return Math.max(...values);
}

/**
 * The nearest-rank percentile: the smallest value with at least `p` percent of the values at or
 * below it, so p99 of 1,000 latencies is the 990th, a latency some buyer really saw.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('percentile of no values');
  if (!(p > 0 && p <= 100)) throw new Error(`a percentile is above 0 and at most 100, not ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil((p / 100) * sorted.length) - 1]!;
}
