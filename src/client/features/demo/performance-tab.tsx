import type { BacktestReport } from '../../../backtest/report-types.ts';
import { EquityChart } from './equity-chart.tsx';
import { MetricsTable } from './metrics-table.tsx';
import { PriceChart } from './price-chart.tsx';

export function PerformanceTab({ report }: { report: BacktestReport }) {
  return (
    <div className="grid gap-8">
      <section
        aria-labelledby="equity-title"
        className="rounded-2xl border border-border bg-card p-5"
      >
        <h3 id="equity-title" className="mb-4 font-semibold">
          Equity and drawdown
        </h3>
        <EquityChart samples={report.equityCurve} />
      </section>
      <section
        aria-labelledby="price-title"
        className="rounded-2xl border border-border bg-card p-5"
      >
        <h3 id="price-title" className="mb-4 font-semibold">
          Prices and trades
        </h3>
        <PriceChart report={report} />
      </section>
      <MetricsTable report={report} />
    </div>
  );
}
