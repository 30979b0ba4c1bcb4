import type { BacktestReport } from '../../../backtest/report-types.ts';
import { toPercent } from '../../../shared/percent.ts';
import { formatPct, formatPercent, formatTime, formatUsdt, strategyLabels } from './demo-format.ts';
import { DemoTable, SignedPct } from './demo-table.tsx';
import { StatCard } from './stat-card.tsx';

const tone = (value: number) => (value >= 0 ? 'up' : 'down');

export function DashboardTab({ report }: { report: BacktestReport }) {
  const { summary } = report;
  const recent = report.trades.slice(-8).reverse();
  const closedAtEnd = report.trades.filter((trade) => trade.exitReason === 'end-of-backtest');
  const totalTrades = report.byStrategy.reduce((sum, group) => sum + group.count, 0) || 1;
  return (
    <div className="grid grid-cols-1 gap-6">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatCard label="Balance" value={formatUsdt(summary.finalBalance)} />
        <StatCard
          label="Total return"
          value={formatPct(summary.totalReturnPct)}
          tone={tone(summary.totalReturnPct)}
        />
        <StatCard label="Win rate" value={formatPercent(summary.winRatePct)} />
        <StatCard label="Trades" value={String(summary.tradeCount)} />
      </dl>
      <section aria-labelledby="open-positions">
        <h2 id="open-positions" className="font-semibold">
          Open positions
        </h2>
        <p className="mt-2 text-sm text-muted-foreground">
          {closedAtEnd.length === 0
            ? 'None: nothing was open when the backtest ended.'
            : `None: when the data ended, the backtest sold what was still open at its last price (${closedAtEnd
                .map((trade) => `${trade.pair}, ${formatPct(trade.profitPct)}`)
                .join('; ')}).`}
        </p>
      </section>
      <div className="grid gap-6 grid-cols-1 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <section aria-labelledby="recent-trades">
          <h2 id="recent-trades" className="font-semibold">
            Recent trades
          </h2>
          <DemoTable
            label="Recent trades table"
            headers={['Closed', 'Pair', 'Strategy', 'Profit']}
            rows={recent.map((trade) => ({
              key: trade.id,
              cells: [
                formatTime(trade.exitTime, report.period.startTime),
                trade.pair,
                strategyLabels[trade.strategy] ?? trade.strategy,
                <SignedPct key="profit" value={trade.profit} text={formatPct(trade.profitPct)} />,
              ],
            }))}
          />
        </section>
        <section aria-labelledby="strategy-mix">
          <h2 id="strategy-mix" className="font-semibold">
            Strategy mix
          </h2>
          <ul className="mt-3 grid gap-3">
            {report.byStrategy.map((group) => (
              <li key={group.key} className="text-sm">
                <div className="flex justify-between">
                  <span>{strategyLabels[group.key] ?? group.key}</span>
                  <span className="tabular-nums text-muted-foreground">{group.count} trades</span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-muted" aria-hidden="true">
                  <div
                    className="h-2 rounded-full bg-primary"
                    style={{ width: `${toPercent(group.count / totalTrades)}%` }}
                  />
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
