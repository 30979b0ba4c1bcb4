import { FlaskConical, Timer } from 'lucide-react';
import * as Tabs from 'radix-ui/tabs';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { BacktestReport } from '../../../backtest/report-types.ts';
import { whenIdle } from '../../lib/idle-task.ts';
import { formatCountdown } from './countdown.ts';
import introFacts from './demo-intro.json';
import { DashboardTab } from './dashboard-tab.tsx';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { SettingsTab } from './settings-tab.tsx';
import { IntroScreen } from './intro-screen.tsx';
import { loadingShownMs } from './loading-shown.ts';
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
 * loads in an idle moment after the report, while the visitor reads the intro, not before it.
 */
const loadPerformanceTab = () =>
  import('./performance-tab.tsx').then((module) => ({ default: module.PerformanceTab }));
const PerformanceTab = lazy(loadPerformanceTab);

/**
 * Nothing waits for the report while the intro shows, so it and the charts load in idle time,
 * one piece per idle moment (each is one long task of parsing on a slow phone): the report once
 * the intro is on screen, the charts after it. At the latest this long after the moment before.
 */
const IDLE_DEADLINE_MS = 4_000;

/** Loads the backtest report (a JSON chunk of its own) in idle time once `wanted`, or `now`. */
function useReport(wanted: boolean, now: boolean): BacktestReport | null {
  const [report, setReport] = useState<BacktestReport | null>(null);
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!wanted || idle) return;
    return whenIdle(() => setIdle(true), IDLE_DEADLINE_MS);
  }, [wanted, idle]);
  const due = idle || now;
  useEffect(() => {
    if (!due) return;
    let live = true;
    void import('./demo-report.json').then((module) => {
      if (live) setReport(module.default as unknown as BacktestReport);
    });
    return () => {
      live = false;
    };
  }, [due]);
  return report;
}

export function DemoPage() {
  const { phase, remaining, sessionKey, start } = useDemoSession(loadingShownMs);
  // The intro paints from its own few figures; the report follows while the visitor reads, or at
  // once when the visitor starts before it has.
  const report = useReport(phase !== 'loading', phase === 'active');
  useEffect(() => {
    if (report) return whenIdle(() => void loadPerformanceTab(), IDLE_DEADLINE_MS);
  }, [report]);

  if (phase !== 'active') {
    return <IntroScreen facts={introFacts} loading={phase === 'loading'} onStart={start} />;
  }
  if (!report) return <PageSpinner label="Loading the demo" fullScreen />;

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
