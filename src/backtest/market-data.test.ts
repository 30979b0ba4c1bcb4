import { describe, expect, it } from 'vitest';
import { generateMarketData, generatePairSeries, pairCharacters } from './market-data.ts';
import { sampleConfig } from './rules.ts';

const startTime = Date.UTC(2025, 0, 1) / 1_000;
const options = { seed: 20_250_101, startTime, days: 200, warmUpDays: 10 };
const data = generateMarketData(options);

describe('generateMarketData', () => {
  it('gives the watchlist 210 days of aligned hourly candles ending 200 days after the start', () => {
    expect(data.map((series) => series.pair)).toEqual([...sampleConfig.watchlist]);
    for (const { candles } of data) {
      expect(candles).toHaveLength(210 * 24);
      expect(candles[0]!.time).toBe(startTime - 10 * 86_400);
      expect(candles[240]!.time).toBe(startTime);
      expect(candles.at(-1)!.time).toBe(startTime + 200 * 86_400 - 3_600);
      candles.slice(1).forEach((candle, i) => expect(candle.time - candles[i]!.time).toBe(3_600));
    }
  });

  it('is deterministic: the same seed gives identical data, another seed different data', () => {
    expect(generateMarketData(options)).toEqual(data);
    const other = generatePairSeries('BTC/USDT', { ...options, seed: 1 });
    expect(other.candles.map((c) => c.close)).not.toEqual(data[0]!.candles.map((c) => c.close));
  });

  it('makes valid candles that start at realistic prices', () => {
    for (const { pair, candles } of data) {
      expect(candles[0]!.open).toBeCloseTo(pairCharacters[pair].startPrice, 6);
      for (const c of candles) {
        expect(c.low).toBeGreaterThan(0);
        expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
        expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
        expect(c.volume).toBeGreaterThan(0);
      }
      const last = candles.at(-1)!.close / candles[0]!.open;
      expect(last).toBeGreaterThan(0.3);
      expect(last).toBeLessThan(3);
    }
  });

  it('schedules every regime for every pair', () => {
    for (const { regimes } of data) {
      expect(new Set(regimes.map((r) => r.kind))).toEqual(
        new Set(['range', 'trend-up', 'breakout', 'fakeout', 'crash', 'recovery', 'decline']),
      );
      expect(regimes[0]!.start).toBe(0);
      regimes.slice(1).forEach((r, i) => expect(r.start).toBe(regimes[i]!.end));
    }
  });

  it('starts market-wide shocks (the failed breakout, the sell-offs) the same hour in every pair', () => {
    const starts = (series: (typeof data)[number]) =>
      series.regimes.filter((r) => r.kind === 'fakeout' || r.kind === 'crash').map((r) => r.start);
    expect(starts(data[0]!)).toHaveLength(3);
    for (const series of data) expect(starts(series)).toEqual(starts(data[0]!));
  });

  it('trades more volume in crashes and breakouts than in ranges, and crashes fall 8% or more', () => {
    for (const { candles, regimes } of data) {
      const volumeIn = (kind: string) => {
        const hours = regimes
          .filter((r) => r.kind === kind)
          .flatMap((r) => candles.slice(r.start, r.end));
        return hours.reduce((sum, c) => sum + c.volume, 0) / hours.length;
      };
      expect(volumeIn('crash')).toBeGreaterThan(1.5 * volumeIn('range'));
      expect(volumeIn('breakout')).toBeGreaterThan(volumeIn('range'));
      for (const crash of regimes.filter((r) => r.kind === 'crash')) {
        const low = Math.min(...candles.slice(crash.start, crash.end).map((c) => c.low));
        expect(low).toBeLessThan(0.92 * candles[crash.start]!.open);
      }
    }
  });

  it('has realistic hourly volatility per pair', () => {
    for (const { pair, candles } of data) {
      const returns = candles.slice(1).map((c, i) => Math.log(c.close / candles[i]!.close));
      const mean = returns.reduce((s, r) => s + r, 0) / returns.length;
      const sd = Math.sqrt(returns.reduce((s, r) => s + (r - mean) ** 2, 0) / returns.length);
      const annual = sd * Math.sqrt(365 * 24);
      expect(annual).toBeGreaterThan(0.6 * pairCharacters[pair].annualVolatility);
      expect(annual).toBeLessThan(2 * pairCharacters[pair].annualVolatility);
    }
  });
});
