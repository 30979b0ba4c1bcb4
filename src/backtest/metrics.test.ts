import { describe, expect, it } from 'vitest';
import type { EquityPoint, TradeRecord } from './engine-types.ts';
import {
  cagrPercent,
  dailyReturns,
  maxDrawdown,
  sharpeRatio,
  sortinoRatio,
  tradeStats,
} from './metrics.ts';

const day = 86_400;
const point = (time: number, equity: number): EquityPoint => ({
  time,
  equity,
  balance: equity,
  openPositions: 0,
});

describe('metrics', () => {
  it('finds the largest fall from a peak with its dates', () => {
    const curve = [100, 110, 99, 105, 120, 108, 125].map((e, i) => point(i * 3_600, e));
    expect(maxDrawdown(curve)).toEqual({ pct: 10, peakTime: 3_600, troughTime: 7_200 });
  });

  it('takes daily returns at UTC midnights only', () => {
    const curve = [point(0, 100), point(3_600, 130), point(day, 110), point(2 * day, 99)];
    const returns = dailyReturns(curve);
    expect(returns[0]).toBeCloseTo(0.1, 12);
    expect(returns[1]).toBeCloseTo(-0.1, 12);
  });

  it('annualises Sharpe and Sortino with the square root of 365', () => {
    const returns = [0.01, -0.01, 0.02, 0];
    const mean = 0.005;
    const sd = Math.sqrt((0.005 ** 2 + 0.015 ** 2 + 0.015 ** 2 + 0.005 ** 2) / 3);
    expect(sharpeRatio(returns)).toBeCloseTo((mean / sd) * Math.sqrt(365), 10);
    expect(sortinoRatio(returns)).toBeCloseTo((mean / Math.sqrt(0.0001 / 4)) * Math.sqrt(365), 10);
    expect(sharpeRatio([0.01, 0.01])).toBe(0);
  });

  it('computes CAGR over the period', () => {
    expect(cagrPercent(100, 121, 730)).toBeCloseTo(10, 10);
  });

  it('summarises trades: win rate, profit factor, expectancy', () => {
    const trade = (profit: number) => ({ profit, entryTime: 0, exitTime: 7_200 }) as TradeRecord;
    const stats = tradeStats([trade(6), trade(-2), trade(4), trade(-4)]);
    expect(stats).toMatchObject({
      count: 4,
      wins: 2,
      losses: 2,
      winRatePct: 50,
      profit: 4,
      expectancy: 1,
    });
    expect(stats.profitFactor).toBeCloseTo(10 / 6, 12);
    expect(stats.averageHoldHours).toBe(2);
    expect(tradeStats([trade(1)]).profitFactor).toBeNull();
  });
});
