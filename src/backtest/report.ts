import { buildMessageLog } from './bot-messages.ts';
import { resampleCandles } from './candle-resample.ts';
import { buildCommandReplies } from './command-replies.ts';
import type { EngineResult, Market, TradeRecord } from './engine-types.ts';
import { pairCharacters } from './market-data.ts';
import { round, significant } from './format.ts';
import { shareAsPercent, toPercent } from '../shared/percent.ts';
import {
  cagrPercent,
  dailyReturns,
  maxDrawdown,
  sharpeRatio,
  sortinoRatio,
  tradeStats,
} from './metrics.ts';
import { drawdownPercent } from './risk/drawdown-guard.ts';
import { feeRate, type RiskProfile, sampleConfig } from './rules.ts';
import type { BacktestReport, GroupStats, ReportSummary } from './report-types.ts';
import { daySeconds, type ExitReason, type StrategyId } from './types.ts';

export interface ReportOptions {
  readonly seed: number;
  readonly startTime: number;
  readonly days: number;
  readonly profile: RiskProfile;
  readonly markets: readonly Market[];
}

const chartInterval = 4 * 3_600;
const strategiesInOrder: StrategyId[] = ['trend-following', 'mean-reversion', 'breakout'];
const exitReasonsInOrder: ExitReason[] = [
  'take-profit',
  'stop-loss',
  'trailing-stop',
  'signal-exit',
  'end-of-backtest',
];

function group<K extends string>(
  keys: readonly K[],
  trades: readonly TradeRecord[],
  keyOf: (t: TradeRecord) => K,
): GroupStats<K>[] {
  return keys.map((key) => {
    const stats = tradeStats(trades.filter((t) => keyOf(t) === key));
    return {
      key,
      count: stats.count,
      winRatePct: round(stats.winRatePct, 1),
      profit: round(stats.profit, 2),
    };
  });
}

function summarise(result: EngineResult, days: number): ReportSummary {
  const stats = tradeStats(result.trades);
  const drawdown = maxDrawdown(result.equity);
  const returns = dailyReturns(result.equity);
  const profits = result.trades.map((t) => t.profitPct);
  // The run's percentages get one decimal here, once, so the page and the bot's replies (which
  // round the same way) never show 2.6% in one place and 2.7% in another.
  return {
    startBalance: result.startBalance,
    finalBalance: round(result.finalBalance, 2),
    totalProfit: round(result.finalBalance - result.startBalance, 2),
    totalReturnPct: round(
      shareAsPercent(result.finalBalance - result.startBalance, result.startBalance),
      1,
    ),
    cagrPct: round(cagrPercent(result.startBalance, result.finalBalance, days), 1),
    winRatePct: round(stats.winRatePct, 1),
    profitFactor: stats.profitFactor === null ? null : round(stats.profitFactor, 2),
    expectancy: round(stats.expectancy, 3),
    maxDrawdownPct: round(drawdown.pct, 1),
    maxDrawdownPeak: drawdown.peakTime,
    maxDrawdownTrough: drawdown.troughTime,
    sharpe: round(sharpeRatio(returns), 2),
    sortino: round(sortinoRatio(returns), 2),
    tradeCount: stats.count,
    wins: stats.wins,
    losses: stats.losses,
    bestTradePct: round(profits.length ? Math.max(...profits) : 0, 2),
    worstTradePct: round(profits.length ? Math.min(...profits) : 0, 2),
    averageHoldHours: round(stats.averageHoldHours, 1),
  };
}

/** Turns an engine run into the demo's report: metrics, samples, rounded numbers, texts. */
export function buildReport(result: EngineResult, options: ReportOptions): BacktestReport {
  const { markets, profile, startTime, days } = options;
  const endTime = startTime + days * daySeconds;
  let peak = result.startBalance;
  const equityCurve = result.equity.flatMap((point) => {
    peak = Math.max(peak, point.equity);
    if ((point.time - startTime) % chartInterval !== 0) return [];
    return [
      {
        time: point.time,
        equity: round(point.equity, 2),
        drawdownPct: round(drawdownPercent(peak, point.equity), 2),
      },
    ];
  });
  const counts = new Map<ExitReason, number>();
  for (const trade of result.trades)
    counts.set(trade.exitReason, (counts.get(trade.exitReason) ?? 0) + 1);

  return {
    meta: {
      generator: 'src/backtest (scripts/generate-demo-report.ts)',
      seed: options.seed,
      simulated: true,
      note: 'Simulated: a backtest of the three strategies over generated price data, not real market history or real trades.',
      timeframe: '1h',
      chartTimeframe: '4h',
      feePercentPerSide: toPercent(feeRate),
      fills:
        'Signals are read at a candle close and fill at the next candle open; stops and take profits fill at their level inside a candle (at the open after a gap); when one candle reaches both, the stop counts first.',
    },
    period: { startTime, days },
    riskProfile: profile,
    sampleConfig,
    summary: summarise(result, days),
    byStrategy: group(strategiesInOrder, result.trades, (t) => t.strategy),
    byPair: group(sampleConfig.watchlist, result.trades, (t) => t.pair),
    exitReasons: exitReasonsInOrder.map((reason) => ({ reason, count: counts.get(reason) ?? 0 })),
    equityCurve,
    trades: result.trades.map((t) => ({
      id: t.id,
      pair: t.pair,
      strategy: t.strategy,
      ...(t.managedBy === t.strategy ? {} : { managedBy: t.managedBy }),
      entryTime: t.entryTime,
      exitTime: t.exitTime,
      entryPrice: significant(t.entryPrice, 6),
      exitPrice: significant(t.exitPrice, 6),
      stopPrice: significant(t.initialStop, 6),
      takeProfitPrice: significant(t.initialTakeProfit, 6),
      amount: significant(t.amount, 6),
      profit: round(t.profit, 2),
      profitPct: round(t.profitPct, 2),
      exitReason: t.exitReason,
    })),
    candles: markets.map((m) =>
      resampleCandles(
        m.pair,
        m.candles,
        startTime,
        chartInterval,
        pairCharacters[m.pair].priceDecimals,
      ),
    ),
    riskEvents: result.riskEvents.map((e) => ({ time: e.time, type: e.type, detail: e.detail })),
    messages: buildMessageLog(result, startTime, endTime),
    commandReplies: buildCommandReplies(result, markets, profile),
  };
}
