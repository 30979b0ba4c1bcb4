import type { BacktestReport } from '../../../backtest/report-types.ts';
import { formatSimDay } from '../../../shared/sim-day.ts';
import {
  formatRatio,
  exitReasonLabels,
  formatPct,
  formatPercent,
  formatUsdt,
  strategyLabels,
} from './demo-format.ts';

function Rows({ rows }: { rows: [string, string][] }) {
  return (
    <>
      {rows.map(([label, value]) => (
        <tr key={label} className="border-t border-border">
          <th scope="row" className="px-3 py-2 text-left font-normal text-muted-foreground">
            {label}
          </th>
          <td className="px-3 py-2 text-right font-medium tabular-nums">{value}</td>
        </tr>
      ))}
    </>
  );
}

/** The Freqtrade-style summary of the backtest. */
export function MetricsTable({ report }: { report: BacktestReport }) {
  const { summary, period } = report;
  const day = (time: number) => formatSimDay(time, period.startTime);
  const groups = (
    stats: BacktestReport['byPair'] | BacktestReport['byStrategy'],
    labels: Record<string, string> = {},
  ) =>
    stats.map((group): [string, string] => [
      labels[group.key] ?? group.key,
      `${group.count} trades · ${group.winRatePct.toFixed(0)}% won · ${formatUsdt(group.profit)}`,
    ]);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <table className="w-full self-start text-sm">
        <caption className="mb-2 text-left font-semibold">Summary</caption>
        <tbody>
          <Rows
            rows={[
              ['Period', `Day 1 – Day ${period.days} (${period.days} days)`],
              ['Start balance', formatUsdt(summary.startBalance)],
              ['Final balance', formatUsdt(summary.finalBalance)],
              ['Total return', formatPct(summary.totalReturnPct)],
              ['CAGR', formatPct(summary.cagrPct)],
              ['Trades', `${summary.tradeCount} (${summary.wins} won, ${summary.losses} lost)`],
              ['Win rate', formatPercent(summary.winRatePct)],
              [
                'Profit factor',
                summary.profitFactor === null
                  ? 'no losing trade'
                  : formatRatio(summary.profitFactor),
              ],
              ['Expectancy', `${formatUsdt(summary.expectancy)} per trade`],
              [
                'Max drawdown',
                `${formatPercent(summary.maxDrawdownPct)} (${day(summary.maxDrawdownPeak)} → ${day(summary.maxDrawdownTrough)})`,
              ],
              ['Sharpe', formatRatio(summary.sharpe)],
              ['Sortino', formatRatio(summary.sortino)],
            ]}
          />
        </tbody>
      </table>
      <div className="grid grid-cols-1 content-start gap-6">
        <table className="w-full text-sm">
          <caption className="mb-2 text-left font-semibold">By strategy</caption>
          <tbody>
            <Rows rows={groups(report.byStrategy, strategyLabels)} />
          </tbody>
        </table>
        <table className="w-full text-sm">
          <caption className="mb-2 text-left font-semibold">By pair</caption>
          <tbody>
            <Rows rows={groups(report.byPair)} />
          </tbody>
        </table>
        <table className="w-full text-sm">
          <caption className="mb-2 text-left font-semibold">Exit reasons</caption>
          <tbody>
            <Rows
              rows={report.exitReasons.map((entry): [string, string] => [
                exitReasonLabels[entry.reason] ?? entry.reason,
                String(entry.count),
              ])}
            />
          </tbody>
        </table>
      </div>
    </div>
  );
}
