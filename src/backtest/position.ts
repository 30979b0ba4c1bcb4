import type { Pair, StrategyId } from './types.ts';

/** An open spot position as the engine tracks it. */
export interface Position {
  readonly id: number;
  readonly pair: Pair;
  /** The rule that opened the position; statistics count the trade under it. */
  readonly strategy: StrategyId;
  /** The rule managing the exits now: a breakout hands over to Trend Following. */
  readonly managedBy: StrategyId;
  readonly entryTime: number;
  readonly entryPrice: number;
  readonly amount: number;
  /** Quote spent on the coins, before the entry fee. */
  readonly stake: number;
  readonly entryFee: number;
  /** ATR 14 at the signal candle: stop and take profit are set from it. */
  readonly entryAtr: number;
  readonly stopPrice: number;
  readonly takeProfitPrice: number;
  /** Highest price seen since entry, up to the last closed candle. */
  readonly highestPrice: number;
  readonly trailingActive: boolean;
}
