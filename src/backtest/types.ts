import type { sampleConfig } from './rules.ts';

/** One OHLCV candle; `time` is the candle's open time in unix seconds (UTC). */
export interface Candle {
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  /** Traded amount in the base asset, as Binance reports it. */
  readonly volume: number;
}

export type Pair = (typeof sampleConfig.watchlist)[number];

export type StrategyId = 'trend-following' | 'mean-reversion' | 'breakout';

export type ExitReason =
  'take-profit' | 'stop-loss' | 'trailing-stop' | 'signal-exit' | 'end-of-backtest';

export const hourSeconds = 3_600;
export const daySeconds = 86_400;
