import { runBacktest } from './engine.ts';
import { generateMarketData } from './market-data.ts';
import { buildReport } from './report.ts';
import type { BacktestReport } from './report-types.ts';
import { type RiskProfile, riskProfiles, startBalance } from './rules.ts';

/** The demo's fixed inputs: change the seed and every number on /demo changes with it. */
export const demoSettings = {
  seed: 20_250_101,
  /** 2025-01-01T00:00:00Z: the first traded candle. */
  startTime: Date.UTC(2025, 0, 1) / 1_000,
  days: 200,
  /** Candles before the start that only warm up EMA 200 and the other indicators. */
  warmUpDays: 10,
} as const;

export function generateDemoReport(
  profile: RiskProfile = riskProfiles.moderate,
  seed: number = demoSettings.seed,
): BacktestReport {
  const { startTime, days, warmUpDays } = demoSettings;
  const markets = generateMarketData({ seed, startTime, days, warmUpDays });
  const result = runBacktest({ markets, profile, startBalance, startTime });
  return buildReport(result, { seed, startTime, days, profile, markets });
}

/** The JSON written to disk: stable key order and formatting, so equal input gives equal bytes. */
export function serialiseReport(report: BacktestReport): string {
  return `${JSON.stringify(report)}\n`;
}
