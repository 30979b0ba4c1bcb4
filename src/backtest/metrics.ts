import type { EquityPoint, TradeRecord } from './engine-types.ts';
import { drawdownPercent } from './risk/drawdown-guard.ts';
import { daySeconds, hourSeconds } from './types.ts';
import { shareAsPercent, toPercent } from '../shared/percent.ts';

export interface MaxDrawdown {
  readonly pct: number;
  readonly peakTime: number;
  readonly troughTime: number;
}

/** Largest fall from a running peak of marked-to-market equity, with when it peaked and bottomed. */
export function maxDrawdown(equity: readonly EquityPoint[]): MaxDrawdown {
  let peak = equity[0]!;
  let worst: MaxDrawdown = { pct: 0, peakTime: peak.time, troughTime: peak.time };
  for (const point of equity) {
    if (point.equity > peak.equity) peak = point;
    const pct = drawdownPercent(peak.equity, point.equity);
    if (pct > worst.pct) worst = { pct, peakTime: peak.time, troughTime: point.time };
  }
  return worst;
}

/** Returns from one UTC midnight's equity to the next. */
export function dailyReturns(equity: readonly EquityPoint[]): number[] {
  const midnights = equity.filter((point) => point.time % daySeconds === 0);
  return midnights.slice(1).map((point, i) => point.equity / midnights[i]!.equity - 1);
}

const annualisation = Math.sqrt(365);

/** Annualised Sharpe ratio of daily returns (sample deviation, risk-free rate 0). */
export function sharpeRatio(returns: readonly number[]): number {
  if (returns.length < 2) return 0;
  const mean = returns.reduce((sum, r) => sum + r, 0) / returns.length;
  const variance = returns.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (returns.length - 1);
  return variance > 0 ? (mean / Math.sqrt(variance)) * annualisation : 0;
}

/** Annualised Sortino ratio: the mean over the downside deviation (target 0, all days counted). */
export function sortinoRatio(returns: readonly number[]): number {
  if (returns.length < 2) return 0;
  const mean = returns.reduce((sum, r) => sum + r, 0) / returns.length;
  const downside = Math.sqrt(
    returns.reduce((sum, r) => sum + Math.min(r, 0) ** 2, 0) / returns.length,
  );
  return downside > 0 ? (mean / downside) * annualisation : 0;
}

export function cagrPercent(start: number, end: number, days: number): number {
  return toPercent((end / start) ** (365 / days) - 1);
}

export interface TradeStats {
  readonly count: number;
  readonly wins: number;
  readonly losses: number;
  readonly winRatePct: number;
  readonly profit: number;
  readonly profitFactor: number | null;
  readonly expectancy: number;
  readonly averageHoldHours: number;
}

/** A win is a trade with positive net profit after both fees. */
export function tradeStats(trades: readonly TradeRecord[]): TradeStats {
  const wins = trades.filter((t) => t.profit > 0);
  const grossProfit = wins.reduce((sum, t) => sum + t.profit, 0);
  const grossLoss = trades.filter((t) => t.profit < 0).reduce((sum, t) => sum - t.profit, 0);
  const profit = grossProfit - grossLoss;
  const count = trades.length;
  const held = trades.reduce((sum, t) => sum + (t.exitTime - t.entryTime), 0);
  return {
    count,
    wins: wins.length,
    losses: count - wins.length,
    winRatePct: count ? shareAsPercent(wins.length, count) : 0,
    profit,
    profitFactor: grossLoss > 0 ? grossProfit / grossLoss : null,
    expectancy: count ? profit / count : 0,
    averageHoldHours: count ? held / count / hourSeconds : 0,
  };
}
