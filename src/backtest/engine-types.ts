import type { IndicatorSet } from './indicators/indicator-set.ts';
import type { RiskProfile } from './rules.ts';
import type { EntryRule } from './strategies/strategy.ts';
import type { Candle, ExitReason, Pair, StrategyId } from './types.ts';

export interface Market {
  readonly pair: Pair;
  /** Hourly candles; every market shares the same timestamps. */
  readonly candles: readonly Candle[];
}

export interface EngineInput {
  readonly markets: readonly Market[];
  readonly profile: RiskProfile;
  readonly startBalance: number;
  /** First candle open time that may trade; earlier candles only warm the indicators up. */
  readonly startTime: number;
  /** The entry rules, asked in order; defaults to the three strategies. Tests pass their own. */
  readonly entryRules?: readonly EntryRule[];
}

export interface TradeRecord {
  readonly id: number;
  readonly pair: Pair;
  readonly strategy: StrategyId;
  readonly managedBy: StrategyId;
  readonly entryTime: number;
  readonly exitTime: number;
  readonly entryPrice: number;
  readonly exitPrice: number;
  readonly amount: number;
  readonly stake: number;
  readonly initialStop: number;
  readonly initialTakeProfit: number;
  readonly profit: number;
  readonly profitPct: number;
  readonly exitReason: ExitReason;
}

export type RiskEventType = 'circuit-breaker' | 'drawdown-pause' | 'resume';

export interface RiskEvent {
  readonly time: number;
  readonly type: RiskEventType;
  readonly detail: string;
}

/** Equity marked to market at a candle's close; `time` is the close time. */
export interface EquityPoint {
  readonly time: number;
  readonly equity: number;
  /** Free quote plus open positions at cost: the balance position sizes are taken from. */
  readonly balance: number;
  readonly openPositions: number;
}

/**
 * A finished run. Whatever was still open when the data ended has been sold at the last close
 * ("end-of-backtest" trades), and the last equity point is the balance after that.
 */
export interface EngineResult {
  readonly trades: readonly TradeRecord[];
  readonly equity: readonly EquityPoint[];
  readonly riskEvents: readonly RiskEvent[];
  readonly indicators: ReadonlyMap<Pair, IndicatorSet>;
  readonly startBalance: number;
  readonly finalBalance: number;
  /** Whether new entries were paused when the data ended, and why. */
  readonly pausedAtEnd: { circuitBreaker: boolean; drawdown: boolean };
}
