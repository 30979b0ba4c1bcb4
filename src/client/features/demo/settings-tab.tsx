import type { BacktestReport } from '../../../backtest/report-types.ts';
import { percentOf } from '../../../shared/percent.ts';
import { formatUsdt } from './demo-format.ts';

/** A setting: its name, its value, and what the number means in this run. */
type Setting = [label: string, value: string, meaning: string];

function List({ title, rows }: { title: string; rows: Setting[] }) {
  return (
    <section className="rounded-2xl border border-border bg-card p-5" aria-label={title}>
      <h2 className="font-semibold">{title}</h2>
      <dl className="mt-3 grid gap-3 text-sm">
        {rows.map(([label, value, meaning]) => (
          <div
            key={label}
            className="grid grid-cols-[1fr_auto] gap-x-4 border-t border-border pt-3"
          >
            <dt className="font-medium">{label}</dt>
            <dd className="text-right font-mono">{value}</dd>
            <dd className="col-span-2 mt-1 text-muted-foreground">{meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The sample configuration and the risk profile the backtest ran with, each number explained. */
export function SettingsTab({ report }: { report: BacktestReport }) {
  const config = report.sampleConfig;
  const risk = report.riskProfile;
  const start = report.summary.startBalance;
  const lookbackHours = (config.lookbackCandles * 15) / 60;
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <List
        title="Sample configuration"
        rows={[
          ['Quote asset', config.quoteAsset, 'Every pair is bought and sold against USDT.'],
          [
            'Interval',
            config.interval,
            `The candle size the sample file trades on. This backtest read ${report.meta.timeframe} candles, which keeps 200 days quick to replay.`,
          ],
          [
            'Leverage',
            `${config.leverage} (ignored: spot only)`,
            'A line of the sample file that spot trading ignores: no position is ever borrowed.',
          ],
          [
            'Lookback',
            `${config.lookbackCandles} candles`,
            `How much history the bot reloads each cycle: ${config.lookbackCandles} × ${config.interval} = ${lookbackHours} hours.`,
          ],
          [
            'Sleep interval',
            `${config.sleepIntervalSeconds} s`,
            'The pause between two cycles of the live bot. A backtest replays candles and never waits.',
          ],
          [
            'Max concurrent positions',
            String(config.maxConcurrentPositions),
            `The sample file's cap on open trades. The risk profile's own cap (${risk.maxConcurrentPositions}, under Risk profile) is lower, and the lower one applies: this run held at most ${risk.maxConcurrentPositions}.`,
          ],
          [
            'Price drop alert',
            `${config.priceDropAlertThreshold.toFixed(1)}%`,
            'A Telegram alert when a pair falls this much over the lookback window. Information only: the bot does not trade on it.',
          ],
          [
            'Price discrepancy alert',
            `${config.priceDiscrepancyAlertThresholdPercent}%`,
            'A Telegram alert when an order fills this far from the signal price. The backtest fills at the next candle’s open, so it never sends one.',
          ],
          [
            'Watchlist',
            config.watchlist.join(', '),
            'The pairs the bot watches and trades, one position per pair at most.',
          ],
        ]}
      />
      <List
        title={`Risk profile: ${risk.label}`}
        rows={[
          ['Start balance', formatUsdt(start), 'The simulated account the run starts with.'],
          [
            'Position size',
            `${risk.positionSizePercent}% of balance`,
            `Each new trade stakes this share of the balance: about ${formatUsdt(percentOf(start, risk.positionSizePercent))} at the start.`,
          ],
          [
            'Max positions',
            String(risk.maxConcurrentPositions),
            'At most this many trades open at once; a signal with no free slot is skipped.',
          ],
          [
            'ATR stop multiplier',
            String(risk.atrStopMultiplier),
            `Every trade's stop loss sits ${risk.atrStopMultiplier} × ATR 14 (the average hourly range) below its entry.`,
          ],
          [
            'Trailing stop activates',
            `${risk.trailingActivationPercent}% profit`,
            'Once a trade is this far up, a trailing stop starts to follow the price.',
          ],
          [
            'Trailing distance',
            `${risk.trailingDistancePercent}%`,
            'How far below the highest price since entry the trailing stop follows.',
          ],
          [
            'Circuit breaker',
            `${risk.circuitBreakerLosses} losses → ${risk.circuitBreakerPauseHours} h pause`,
            `After ${risk.circuitBreakerLosses} losing trades in a row, no new trades for ${risk.circuitBreakerPauseHours} hours; open trades keep their stops.`,
          ],
          [
            'Drawdown protection',
            `pause past ${risk.maxDrawdownPercent}%`,
            `No new trades while the account is more than ${risk.maxDrawdownPercent}% below its highest value.`,
          ],
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
