export interface BollingerSeries {
  readonly upper: number[];
  readonly middle: number[];
  readonly lower: number[];
}

/**
 * Bollinger Bands: the simple average of the last `period` closes plus and minus `stdDev`
 * population standard deviations (divide by period, as Bollinger and technicalindicators do).
 * The first value is at index period - 1.
 */
export function bollinger(
  closes: readonly number[],
  period: number,
  stdDev: number,
): BollingerSeries {
  const upper = new Array<number>(closes.length).fill(Number.NaN);
  const middle = upper.slice();
  const lower = upper.slice();
  for (let i = period - 1; i < closes.length; i++) {
    let sum = 0;
    for (let j = i - period + 1; j <= i; j++) sum += closes[j] as number;
    const mean = sum / period;
    let squares = 0;
    for (let j = i - period + 1; j <= i; j++) squares += ((closes[j] as number) - mean) ** 2;
    const deviation = Math.sqrt(squares / period);
    middle[i] = mean;
    upper[i] = mean + stdDev * deviation;
    lower[i] = mean - stdDev * deviation;
  }
  return { upper, middle, lower };
}
