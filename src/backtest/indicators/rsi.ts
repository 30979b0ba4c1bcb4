import { wilderAverage } from './wilder.ts';

/**
 * Relative strength index (Wilder). Gains and losses start at index 1, so the first value is at
 * index `period`. An average loss of 0 gives 100.
 */
export function rsi(closes: readonly number[], period: number): number[] {
  const gains = closes.map((close, i) =>
    i === 0 ? 0 : Math.max(close - (closes[i - 1] as number), 0),
  );
  const losses = closes.map((close, i) =>
    i === 0 ? 0 : Math.max((closes[i - 1] as number) - close, 0),
  );
  const averageGain = wilderAverage(gains, period, 1);
  const averageLoss = wilderAverage(losses, period, 1);
  return averageGain.map((gain, i) => {
    const loss = averageLoss[i] as number;
    if (Number.isNaN(gain)) return Number.NaN;
    if (loss === 0) return 100;
    return 100 - 100 / (1 + gain / loss);
  });
}
