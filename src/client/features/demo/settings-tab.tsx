import type { BacktestReport } from '../../../backtest/report-types.ts';

function List({ title, rows }: { title: string; rows: [string, string][] }) {
  return (
    <section className="rounded-2xl border border-border bg-card p-5" aria-label={title}>
      <h3 className="font-semibold">{title}</h3>
      <dl className="mt-3 grid gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-t border-border pt-2">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-right font-mono">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The sample configuration and the risk profile the backtest ran with (read-only). */
export function SettingsTab({ report }: { report: BacktestReport }) {
  const config = report.sampleConfig;
  const risk = report.riskProfile;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <List
        title="Sample configuration"
        rows={[
          ['Quote asset', config.quoteAsset],
          ['Interval', config.interval],
          ['Leverage', `${config.leverage} (ignored: spot only)`],
          ['Lookback', `${config.lookbackCandles} candles`],
          ['Sleep interval', `${config.sleepIntervalSeconds} s`],
          ['Max concurrent positions', String(config.maxConcurrentPositions)],
          ['Price drop alert', String(config.priceDropAlertThreshold.toFixed(1))],
          ['Price discrepancy alert', `${config.priceDiscrepancyAlertThresholdPercent}%`],
          ['Watchlist', config.watchlist.join(', ')],
        ]}
      />
      <List
        title={`Risk profile: ${risk.label}`}
        rows={[
          ['Position size', `${risk.positionSizePercent}% of balance`],
          ['Max positions', String(risk.maxConcurrentPositions)],
          ['ATR stop multiplier', String(risk.atrStopMultiplier)],
          ['Trailing stop activates', `${risk.trailingActivationPercent}% profit`],
          ['Trailing distance', `${risk.trailingDistancePercent}%`],
          [
            'Circuit breaker',
            `${risk.circuitBreakerLosses} losses → ${risk.circuitBreakerPauseHours} h pause`,
          ],
          ['Drawdown protection', `pause past ${risk.maxDrawdownPercent}%`],
        ]}
      />
      <p className="text-sm text-muted-foreground md:col-span-2">
        Settings are read-only in the demo. In the bot they live in{' '}
        <code className="font-mono">config.yaml</code>; see the{' '}
        <a
          href="/setup-guide#using-bot"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          setup guide
        </a>
        .
      </p>
    </div>
  );
}
