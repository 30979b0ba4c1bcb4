import type { RiskEventType } from './engine-types.ts';
import type { RiskProfile, sampleConfig } from './rules.ts';
import type { ExitReason, Pair, StrategyId } from './types.ts';

/** The demo's backtest report: everything /demo shows, produced by the engine, never typed in. */
export interface BacktestReport {
  readonly meta: {
    readonly generator: string;
    readonly seed: number;
    readonly simulated: true;
    readonly note: string;
    readonly timeframe: '1h';
    readonly chartTimeframe: '4h';
    readonly feePercentPerSide: number;
    readonly fills: string;
  };
  /** The run's first candle (unix seconds): Day 1 of the demo's clock (src/shared/sim-day.ts). */
  readonly period: { readonly startTime: number; readonly days: number };
  readonly riskProfile: RiskProfile;
  readonly sampleConfig: typeof sampleConfig;
  readonly summary: ReportSummary;
  readonly byStrategy: readonly GroupStats<StrategyId>[];
  readonly byPair: readonly GroupStats<Pair>[];
  readonly exitReasons: readonly { readonly reason: ExitReason; readonly count: number }[];
  readonly equityCurve: readonly EquitySample[];
  readonly trades: readonly ReportTrade[];
  readonly candles: readonly PairCandles[];
  readonly riskEvents: readonly {
    readonly time: number;
    readonly type: RiskEventType;
    readonly detail: string;
  }[];
  readonly messages: readonly BotMessage[];
  readonly commandReplies: readonly CommandReply[];
}

export interface ReportSummary {
  readonly startBalance: number;
  readonly finalBalance: number;
  readonly totalProfit: number;
  readonly totalReturnPct: number;
  readonly cagrPct: number;
  readonly winRatePct: number;
  /** Gross profit over gross loss; null when there was no losing trade. */
  readonly profitFactor: number | null;
  /** Average net profit per trade in USDT. */
  readonly expectancy: number;
  readonly maxDrawdownPct: number;
  /** Unix seconds. */
  readonly maxDrawdownPeak: number;
  readonly maxDrawdownTrough: number;
  readonly sharpe: number;
  readonly sortino: number;
  readonly tradeCount: number;
  readonly wins: number;
  readonly losses: number;
  readonly bestTradePct: number;
  readonly worstTradePct: number;
  readonly averageHoldHours: number;
}

export interface GroupStats<K extends string> {
  readonly key: K;
  readonly count: number;
  readonly winRatePct: number;
  readonly profit: number;
}

export interface EquitySample {
  /** Unix seconds. */
  readonly time: number;
  readonly equity: number;
  readonly drawdownPct: number;
}

export interface ReportTrade {
  readonly id: number;
  readonly pair: Pair;
  readonly strategy: StrategyId;
  /** Set when a breakout was handed to Trend Following management. */
  readonly managedBy?: StrategyId;
  readonly entryTime: number;
  readonly exitTime: number;
  readonly entryPrice: number;
  readonly exitPrice: number;
  /** The stop loss and take profit set at entry (the trailing stop may later close it). */
  readonly stopPrice: number;
  readonly takeProfitPrice: number;
  readonly amount: number;
  readonly profit: number;
  readonly profitPct: number;
  readonly exitReason: ExitReason;
}

/**
 * 4-hour OHLC candles in columns (same index in each array) to keep the file small; candle i
 * opens at startTime + i * intervalSeconds.
 */
export interface PairCandles {
  readonly pair: Pair;
  readonly startTime: number;
  readonly intervalSeconds: number;
  readonly open: readonly number[];
  readonly high: readonly number[];
  readonly low: readonly number[];
  readonly close: readonly number[];
}

export type BotMessageKind =
  | 'trade-opened'
  | 'take-profit'
  | 'stop-loss'
  | 'trailing-stop'
  | 'trade-closed'
  | 'circuit-breaker'
  | 'drawdown-pause'
  | 'resume'
  | 'daily-summary';

export interface BotMessage {
  readonly time: number;
  readonly kind: BotMessageKind;
  readonly text: string;
}

export interface CommandReply {
  /** As typed, e.g. "/chart BTC/USDT". */
  readonly command: string;
  readonly text: string;
}
