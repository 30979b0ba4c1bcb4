import { describe, expect, it } from 'vitest';
import { generateDemoReport, serialiseReport } from './demo-report.ts';
import { previewCommands, riskProfiles, sampleConfig } from './rules.ts';

const report = generateDemoReport();
const json = serialiseReport(report);

/** Every number anywhere in the report. */
function numbers(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbers);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbers);
  return [];
}

describe('demo report', () => {
  it('is byte-identical when generated twice', () => {
    expect(serialiseReport(generateDemoReport())).toBe(json);
  });

  it('holds only finite numbers and stays under 450 KB', () => {
    expect(numbers(report).every(Number.isFinite)).toBe(true);
    expect(json).not.toMatch(/NaN|Infinity/);
    expect(Buffer.byteLength(json)).toBeLessThan(450 * 1_024);
  });

  it('covers 200 days from the start balance with the moderate profile', () => {
    expect(report.period).toEqual({ startTime: Date.UTC(2025, 0, 1) / 1_000, days: 200 });
    expect(report.riskProfile).toEqual(riskProfiles.moderate);
    expect(report.summary.startBalance).toBe(10_000);
    expect(report.meta.simulated).toBe(true);
  });

  it('trades every strategy and every pair tens of times', () => {
    for (const group of report.byStrategy) expect(group.count).toBeGreaterThanOrEqual(20);
    for (const group of report.byPair) expect(group.count).toBeGreaterThanOrEqual(20);
    const counted = report.exitReasons.reduce((sum, r) => sum + r.count, 0);
    expect(counted).toBe(report.summary.tradeCount);
    expect(report.trades).toHaveLength(report.summary.tradeCount);
  });

  it('agrees with itself: balance, trades and the equity curve', () => {
    const { summary, trades, equityCurve } = report;
    const profit = trades.reduce((sum, t) => sum + t.profit, 0);
    expect(summary.finalBalance).toBeCloseTo(10_000 + profit, 0);
    expect(equityCurve).toHaveLength(200 * 6 + 1);
    expect(equityCurve.at(-1)!.equity).toBeCloseTo(summary.finalBalance, 0);
    const worst = Math.max(...equityCurve.map((p) => p.drawdownPct));
    expect(worst).toBeLessThanOrEqual(summary.maxDrawdownPct + 0.05);
    // The moderate profile pauses past 10%; with 2% stakes the demo never gets near it.
    expect(summary.maxDrawdownPct).toBeLessThan(report.riskProfile.maxDrawdownPercent);
  });

  it('tells one story: one final balance, nothing open after the end-of-data sale', () => {
    const { summary, equityCurve, messages, commandReplies } = report;
    const final = `${summary.finalBalance.toLocaleString('en-US', { minimumFractionDigits: 2 })} USDT`;
    expect(equityCurve.at(-1)!.equity).toBe(summary.finalBalance);
    const lastSummary = messages.findLast((m) => m.kind === 'daily-summary')!;
    expect(lastSummary.text).toContain(`equity ${final}`);
    expect(lastSummary.text).toContain(' 0 open ');
    const reply = (command: string) =>
      commandReplies.find((r) => r.command.startsWith(command))!.text;
    expect(reply('/balance')).toContain(`Balance ${final}`);
    const soldAtEnd = report.trades.filter((t) => t.exitReason === 'end-of-backtest');
    expect(soldAtEnd.length).toBeGreaterThan(0);
    expect(reply('/status')).toMatch(/^No open positions/);
    for (const trade of soldAtEnd) {
      expect(reply('/status')).toContain(trade.pair);
      // Its sale is in the log before the last summary, which counts it.
      expect(messages.indexOf(lastSummary)).toBeGreaterThan(
        messages.findIndex((m) => m.text.includes(`end of the backtest: SELL ${trade.pair}`)),
      );
    }
    expect(reply('/chart')).not.toMatch(/chart above/);
  });

  it('charts 4-hour candles for every pair', () => {
    expect(report.candles.map((c) => c.pair)).toEqual([...sampleConfig.watchlist]);
    for (const chart of report.candles) {
      expect(chart.close).toHaveLength(1_200);
      chart.close.forEach((close, i) => {
        expect(chart.high[i]).toBeGreaterThanOrEqual(Math.max(close, chart.open[i]!));
        expect(chart.low[i]).toBeLessThanOrEqual(Math.min(close, chart.open[i]!));
      });
    }
  });

  it('logs messages in time order with a summary every day, and answers the commands', () => {
    const times = report.messages.map((m) => m.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(report.messages.filter((m) => m.kind === 'daily-summary')).toHaveLength(200);
    expect(report.messages.filter((m) => m.kind === 'trade-opened')).toHaveLength(
      report.trades.length,
    );
    for (const event of report.riskEvents) {
      expect(report.messages.some((m) => m.time === event.time && m.kind === event.type)).toBe(
        true,
      );
    }
    const commands = report.commandReplies.map((r) => r.command.split(' ')[0]);
    expect(commands).toEqual(previewCommands);
    for (const reply of report.commandReplies.slice(4))
      expect(reply.text).toMatch(/does not place orders/);
  });

  it('shows each strategy doing its job, and the circuit breaker stopping a losing streak', () => {
    for (const group of report.byStrategy) expect(group.winRatePct).toBeGreaterThan(50);
    const profit = (key: string) => report.byStrategy.find((group) => group.key === key)!.profit;
    expect(profit('trend-following')).toBeGreaterThan(0);
    expect(profit('breakout')).toBeGreaterThan(0);
    expect(report.summary.totalReturnPct).toBeGreaterThan(0);
    expect(report.riskEvents.some((event) => event.type === 'circuit-breaker')).toBe(true);
  });

  it('tells time as days of the run, never calendar dates', () => {
    const texts = [...report.messages, ...report.commandReplies].map((m) => m.text).join('\n');
    expect(texts).not.toMatch(
      /\b20\d\d-\d\d|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d/,
    );
    expect(report.messages.find((m) => m.kind === 'daily-summary')?.text).toMatch(/^📊 Day 1: /);
  });
});
