import type { BacktestReport } from '../../../backtest/report-types.ts';
import { formatPct, formatTime, formatUsdt, strategyLabels } from './demo-format.ts';
import { StatCard } from './stat-card.tsx';

const tone = (value: number) => (value >= 0 ? 'up' : 'down');
const th = 'px-3 py-2 text-left text-xs font-semibold text-muted-foreground';
const td = 'px-3 py-2 tabular-nums';

export function DashboardTab({ report }: { report: BacktestReport }) {
  const { summary } = report;
  const recent = report.trades.slice(-8).reverse();
  const totalTrades = report.byStrategy.reduce((sum, group) => sum + group.count, 0) || 1;
  return (
    <div className="grid gap-6">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <StatCard label="Balance" value={formatUsdt(summary.finalBalance)} />
        <StatCard
          label="Total return"
          value={formatPct(summary.totalReturnPct)}
          tone={tone(summary.totalReturnPct)}
        />
        <StatCard label="Win rate" value={`${summary.winRatePct.toFixed(1)}%`} />
        <StatCard label="Trades" value={String(summary.tradeCount)} />
      </dl>
      <section aria-labelledby="open-positions">
        <h3 id="open-positions" className="font-semibold">
          Open positions
        </h3>
        {report.openPositions.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">
            No open positions at the end of the backtest.
          </p>
        ) : (
          <div
            className="mt-2 overflow-x-auto rounded-xl border border-border"
            tabIndex={0}
            aria-label="Open positions table"
          >
            <table className="w-full text-sm">
              <thead className="bg-muted/60">
                <tr>
                  <th className={th}>Pair</th>
                  <th className={th}>Strategy</th>
                  <th className={th}>Entry</th>
                  <th className={th}>Last</th>
                  <th className={th}>P&amp;L</th>
                </tr>
              </thead>
              <tbody>
                {report.openPositions.map((position) => (
                  <tr key={position.pair} className="border-t border-border">
                    <td className={td}>{position.pair}</td>
                    <td className={td}>
                      {strategyLabels[position.managedBy] ?? position.managedBy}
                    </td>
                    <td className={td}>{position.entryPrice}</td>
                    <td className={td}>{position.lastPrice}</td>
                    <td
                      className={`${td} ${position.unrealisedPct >= 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}`}
                    >
                      {formatPct(position.unrealisedPct)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <section aria-labelledby="recent-trades">
          <h3 id="recent-trades" className="font-semibold">
            Recent trades
          </h3>
          <div
            className="mt-2 overflow-x-auto rounded-xl border border-border"
            tabIndex={0}
            aria-label="Recent trades table"
          >
            <table className="w-full text-sm">
              <thead className="bg-muted/60">
                <tr>
                  <th className={th}>Closed</th>
                  <th className={th}>Pair</th>
                  <th className={th}>Strategy</th>
                  <th className={th}>Profit</th>
                </tr>
              </thead>
              <tbody>
                {recent.map((trade) => (
                  <tr key={trade.id} className="border-t border-border">
                    <td className={td}>{formatTime(trade.exitTime)}</td>
                    <td className={td}>{trade.pair}</td>
                    <td className={td}>{strategyLabels[trade.strategy] ?? trade.strategy}</td>
                    <td
                      className={`${td} ${trade.profit >= 0 ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}`}
                    >
                      {formatPct(trade.profitPct)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
        <section aria-labelledby="strategy-mix">
          <h3 id="strategy-mix" className="font-semibold">
            Strategy mix
          </h3>
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
                    style={{ width: `${(group.count / totalTrades) * 100}%` }}
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
