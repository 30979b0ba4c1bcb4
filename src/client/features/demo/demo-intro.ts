import type { BacktestReport } from '../../../backtest/report-types.ts';
import { describeRun } from './run-summary.ts';

/**
 * What the demo's intro shows of the backtest, taken out of the report so the intro paints
 * without the whole report (450 KB of JSON that only the session's screens need).
 */
export interface DemoIntroFacts {
  readonly days: number;
  readonly tradeCount: number;
  readonly totalReturnPct: number;
  readonly maxDrawdownPct: number;
  /** The run in plain words (describeRun), one sentence each. */
  readonly runSentences: readonly string[];
}

export function demoIntroFacts(report: BacktestReport): DemoIntroFacts {
  return {
    days: report.period.days,
    tradeCount: report.summary.tradeCount,
    totalReturnPct: report.summary.totalReturnPct,
    maxDrawdownPct: report.summary.maxDrawdownPct,
    runSentences: describeRun(report),
  };
}

export function serialiseIntroFacts(facts: DemoIntroFacts): string {
  return `${JSON.stringify(facts, null, 2)}\n`;
}
