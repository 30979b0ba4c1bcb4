import type { BacktestReport } from '../../../backtest/report-types.ts';
import { formatSimDay } from '../../../shared/sim-day.ts';
import { formatPct, formatPercent, formatUsdt, strategyLabels } from './demo-format.ts';

/** What each strategy is for, in the words a trader uses. */
const strategyJobs: Record<string, string> = {
  'trend-following': 'riding the up-trends',
  'mean-reversion': 'buying the sharp dips inside quiet ranges',
  breakout: 'catching squeezes that broke out on volume',
};

const signedUsdt = (value: number) => `${value > 0 ? '+' : ''}${formatUsdt(value)}`;

/**
 * The run in plain words, one sentence per point, from the report's own figures: the result, the
 * worst dip, what each strategy did, the risk controls at work, and what was set for the demo.
 */
export function describeRun(report: BacktestReport): string[] {
  const { summary, period, riskProfile: risk } = report;
  const day = (time: number) => formatSimDay(time, period.startTime);
  const breakerTrips = report.riskEvents.filter((event) => event.type === 'circuit-breaker');
  const drawdownPauses = report.riskEvents.filter((event) => event.type === 'drawdown-pause');
  const firstTrip = breakerTrips[0];

  return [
    `Over ${period.days} simulated days the bot made ${summary.tradeCount} trades on ${report.byPair.length} pairs and ended ${formatPct(summary.totalReturnPct)} (${signedUsdt(summary.totalProfit)}), staking ${risk.positionSizePercent}% of the balance per trade.`,
    `Its deepest dip below a previous high was ${formatPercent(summary.maxDrawdownPct)}, from ${day(summary.maxDrawdownPeak)} to ${day(summary.maxDrawdownTrough)}.`,
    report.byStrategy
      .map(
        (group) =>
          `${strategyLabels[group.key] ?? group.key} (${strategyJobs[group.key] ?? group.key}): ${group.count} trades, ${signedUsdt(group.profit)}`,
      )
      .join('; ') + '.',
    firstTrip
      ? `On ${day(firstTrip.time)}, ${risk.circuitBreakerLosses} losing trades in a row tripped the circuit breaker, which paused new entries for ${risk.circuitBreakerPauseHours} hours${breakerTrips.length > 1 ? ` (${breakerTrips.length} times in the run)` : ''}.`
      : `The circuit breaker (${risk.circuitBreakerLosses} losses in a row) never tripped.`,
    drawdownPauses.length > 0
      ? `Drawdown protection paused trading ${drawdownPauses.length} times, first on ${day(drawdownPauses[0]!.time)}.`
      : `Drawdown protection (a pause past ${risk.maxDrawdownPercent}% below the high) never had to act.`,
    `The market is generated in regimes (trends, quiet ranges, breakouts, a breakout that fails, slow declines, two sell-offs); they are the only thing chosen for this demo. The strategies and the ${risk.label.toLowerCase()} risk profile are the bot's defaults, not tuned to this data.`,
  ];
}
