import type { BacktestReport } from '../../../backtest/report-types.ts';
import { EquityChart } from './equity-chart.tsx';
import { MetricsTable } from './metrics-table.tsx';
import { PriceChart } from './price-chart.tsx';
import { RunSummary } from './run-summary.tsx';
import { describeRun } from './run-summary.ts';

export function PerformanceTab({ report }: { report: BacktestReport }) {
  return (
    <div className="grid grid-cols-1 gap-8">
      <RunSummary sentences={describeRun(report)} />
      <section
        aria-labelledby="equity-title"
        className="rounded-2xl border border-border bg-card p-5"
      >
        <h2 id="equity-title" className="mb-4 font-semibold">
          Equity and drawdown
        </h2>
        <EquityChart samples={report.equityCurve} startTime={report.period.startTime} />
      </section>
      <section
        aria-labelledby="price-title"
        className="rounded-2xl border border-border bg-card p-5"
      >
        <h2 id="price-title" className="mb-4 font-semibold">
          Prices and trades
        </h2>
        <PriceChart report={report} />
      </section>
      <MetricsTable report={report} />
    </div>
  );
}
