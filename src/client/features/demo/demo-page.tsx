import { FlaskConical, LoaderCircle, Play, Send, Timer } from 'lucide-react';
import * as Tabs from 'radix-ui/tabs';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { BacktestReport } from '../../../backtest/report-types.ts';
import { formatCountdown } from './countdown.ts';
import { DashboardTab } from './dashboard-tab.tsx';
import { formatPct, formatPercent } from './demo-format.ts';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { RunSummary } from './run-summary.tsx';
import { SettingsTab } from './settings-tab.tsx';
import { TelegramTab } from './telegram-tab.tsx';
import { useDemoSession } from './use-demo-session.ts';

const tabs = [
  { value: 'telegram', label: 'Telegram' },
  { value: 'dashboard', label: 'Dashboard' },
  { value: 'performance', label: 'Performance' },
  { value: 'settings', label: 'Settings' },
] as const;

/**
 * The charts library is most of the demo's code, and only the Performance tab draws charts: it
 * loads once the intro is on screen, while the visitor reads, not before it.
 */
const loadPerformanceTab = () =>
  import('./performance-tab.tsx').then((module) => ({ default: module.PerformanceTab }));
const PerformanceTab = lazy(loadPerformanceTab);

/** Loads the backtest report (a JSON chunk of its own) once. */
function useReport(): BacktestReport | null {
  const [report, setReport] = useState<BacktestReport | null>(null);
  useEffect(() => {
    let live = true;
    void import('./demo-report.json').then((module) => {
      if (live) setReport(module.default as unknown as BacktestReport);
    });
    return () => {
      live = false;
    };
  }, []);
  return report;
}

export function DemoPage() {
  const { phase, remaining, sessionKey, start } = useDemoSession();
  const report = useReport();
  useEffect(() => {
    if (report) void loadPerformanceTab();
  }, [report]);

  if (phase === 'loading' || !report) {
    return (
      <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-4">
        <LoaderCircle className="size-10 animate-spin text-primary" aria-hidden="true" />
        <p className="text-muted-foreground">Loading the demo...</p>
      </div>
    );
  }
  if (phase === 'intro') return <Intro report={report} onStart={start} />;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Cryptomaton demo</h1>
          <p className="mt-1 flex items-center gap-2 text-sm text-muted-foreground">
            <FlaskConical className="size-4" aria-hidden="true" /> Simulated: a {report.period.days}
            -day backtest on generated market data.
          </p>
        </div>
        <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-4 py-2 text-sm font-medium">
          <Timer className="size-4 text-primary" aria-hidden="true" />
          <span>Session ends in</span>
          <time
            role="timer"
            aria-label="Time left in the demo session"
            className="font-mono tabular-nums"
            data-testid="countdown"
          >
            {formatCountdown(remaining)}
          </time>
        </p>
      </div>
      <Tabs.Root key={sessionKey} defaultValue="telegram" className="mt-6">
        <Tabs.List
          aria-label="Demo views"
          className="grid grid-cols-4 gap-1 rounded-xl border border-border bg-muted/50 p-1"
        >
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab.value}
              value={tab.value}
              className="rounded-lg px-1 py-2 text-xs font-medium whitespace-nowrap text-muted-foreground hover:text-foreground sm:px-4 sm:text-sm data-[state=active]:bg-primary data-[state=active]:font-semibold data-[state=active]:text-primary-foreground data-[state=active]:shadow-sm"
            >
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="telegram" className="mt-6">
          <TelegramTab report={report} />
        </Tabs.Content>
        <Tabs.Content value="dashboard" className="mt-6">
          <DashboardTab report={report} />
        </Tabs.Content>
        <Tabs.Content value="performance" className="mt-6">
          <Suspense fallback={<PageSpinner label="Loading the charts" />}>
            <PerformanceTab report={report} />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="settings" className="mt-6">
          <SettingsTab report={report} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

function Intro({ report, onStart }: { report: BacktestReport; onStart: () => void }) {
  const { summary, period } = report;
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <p className="text-sm font-semibold tracking-widest text-primary uppercase">
        Interactive demo
      </p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        See Cryptomaton trade
      </h1>
      <p className="mt-5 text-lg text-muted-foreground">
        A read-only, 10-minute tour of the bot’s Telegram feed, dashboard and results, from a{' '}
        {period.days}-day backtest (Day 1 to Day {period.days}) of its three strategies on six
        pairs. No sign-up.
      </p>
      <p className="mx-auto mt-4 max-w-xl rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
        Simulated data: the prices are generated, not real market history, and backtests do not
        predict future results. This run: {summary.tradeCount} trades,{' '}
        {formatPct(summary.totalReturnPct)}, max drawdown {formatPercent(summary.maxDrawdownPct)}.
      </p>
      <RunSummary report={report} className="mt-6" />
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={onStart} className="btn-primary px-6 py-3 text-base">
          <Play className="size-4" aria-hidden="true" /> Start Demo
        </button>
        <Link to="/telegram-preview" className="btn-secondary px-6 py-3 text-base">
          <Send className="size-4" aria-hidden="true" /> Telegram Preview
        </Link>
      </div>
    </section>
  );
}
