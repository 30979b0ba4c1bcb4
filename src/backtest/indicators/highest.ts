/**
 * The highest value of the `lookback` elements before index i (i itself excluded), so "close
 * above the 20-candle high" compares a close with the 20 candles before it. NaN until i has
 * `lookback` predecessors.
 */
export function priorHighest(values: readonly number[], lookback: number): number[] {
  return values.map((_, i) => {
    if (i < lookback) return Number.NaN;
    let highest = -Infinity;
    for (let j = i - lookback; j < i; j++) highest = Math.max(highest, values[j] as number);
    return highest;
  });
}
