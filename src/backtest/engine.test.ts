import { describe, expect, it } from 'vitest';
import { runBacktest } from './engine.ts';
import { computeIndicators, snapshotAt } from './indicators/indicator-set.ts';
import { type RiskProfile, riskProfiles } from './rules.ts';
import type { EntryRule } from './strategies/strategy.ts';
import { breakout } from './strategies/breakout.ts';
import { meanReversion } from './strategies/mean-reversion.ts';
import { trendFollowing } from './strategies/trend-following.ts';
import { candlesFromCloses, compound, repeat } from './testing/candle-builders.ts';
import type { Candle } from './types.ts';

const moderate = riskProfiles.moderate;

function run(candles: Candle[], profile: RiskProfile = moderate, entryRules?: EntryRule[]) {
  return runBacktest({
    markets: [{ pair: 'BTC/USDT', candles }],
    profile,
    startBalance: 10_000,
    startTime: candles[0]!.time,
    ...(entryRules ? { entryRules } : {}),
  });
}

/** Index of the first candle where `rule` fires on these candles. */
function firstSignal(candles: Candle[], rule: EntryRule): number {
  const ind = computeIndicators(candles);
  return candles.findIndex((candle, i) => rule.shouldEnter({ candle, ind: snapshotAt(ind, i) }));
}

/** A steady climb (+0.6%, +0.6%, -0.2%) long enough for EMA 200, then a five-candle pullback. */
const uptrendThenPullback = compound(100, [
  ...repeat(270, (i) => [0.006, 0.006, -0.002][i % 3]!),
  ...repeat(5, () => -0.012),
]);
/** A 10-hour wave of +-0.6% around 100: no direction, so ADX stays low (about 12). */
const range = repeat(260, (i) => 100 * (1 + 0.006 * Math.sin((2 * Math.PI * i) / 10)));

describe('engine: each strategy enters and exits on hand-made candles', () => {
  it('Trend Following buys the pullback at the next open and takes profit at 4 x ATR', () => {
    const candles = candlesFromCloses([
      ...uptrendThenPullback,
      ...compound(
        uptrendThenPullback.at(-1)!,
        repeat(30, () => 0.005),
      ),
    ]);
    const signal = firstSignal(candles, trendFollowing);
    expect(signal).toBe(274);
    const result = run(candles);
    const trade = result.trades[0]!;
    expect(trade.strategy).toBe('trend-following');
    expect(trade.entryTime).toBe(candles[signal + 1]!.time);
    expect(trade.entryPrice).toBe(candles[signal + 1]!.open);
    expect(trade.exitReason).toBe('take-profit');
    const atr = computeIndicators(candles).atr[signal]!;
    expect(trade.exitPrice).toBeCloseTo(trade.entryPrice + 4 * atr, 8);
    expect(trade.profit).toBeGreaterThan(0);
  });

  it('Trend Following stops out at the profile ATR multiple when the pullback keeps falling', () => {
    const candles = candlesFromCloses([
      ...uptrendThenPullback,
      ...compound(
        uptrendThenPullback.at(-1)!,
        repeat(20, () => -0.01),
      ),
    ]);
    const trade = run(candles).trades[0]!;
    const signal = firstSignal(candles, trendFollowing);
    const atr = computeIndicators(candles).atr[signal]!;
    expect(trade.exitReason).toBe('stop-loss');
    expect(trade.exitPrice).toBeCloseTo(trade.entryPrice - 2.5 * atr, 8);
    expect(trade.profit).toBeLessThan(0);
  });

  it('the trailing stop sells a winner that turns before its take profit', () => {
    const entryArea = uptrendThenPullback.at(-1)!;
    const candles = candlesFromCloses([
      ...uptrendThenPullback,
      ...compound(entryArea, [0.006, 0.006, 0.006, -0.015, -0.01]),
    ]);
    const trade = run(candles).trades[0]!;
    expect(trade.exitReason).toBe('trailing-stop');
    expect(trade.profit).toBeGreaterThan(0);
    const highest = Math.max(
      ...candles
        .filter((c) => c.time < trade.exitTime && c.time >= trade.entryTime)
        .map((c) => c.high),
    );
    expect(trade.exitPrice).toBeCloseTo(highest * (1 - 0.008), 8);
  });

  it('Mean Reversion buys a flush in a range and sells on the rebound', () => {
    const flushed = compound(range.at(-1)!, [-0.012, -0.012, -0.012]);
    // The second flush candle: RSI 24, ADX 16.5, close under the lower band.
    const candles = candlesFromCloses([
      ...range,
      ...flushed,
      ...compound(
        flushed.at(-1)!,
        repeat(20, () => 0.004),
      ),
    ]);
    const signal = firstSignal(candles, meanReversion);
    expect(signal).toBe(261);
    const trade = run(candles).trades[0]!;
    expect(trade.strategy).toBe('mean-reversion');
    expect(trade.entryTime).toBe(candles[signal + 1]!.time);
    expect(['take-profit', 'signal-exit']).toContain(trade.exitReason);
    expect(trade.profit).toBeGreaterThan(0);
  });

  it('Breakout buys a high-volume close above the range and takes profit at 2.5 x ATR', () => {
    const closes = [...range, ...compound(range.at(-1)!, [0.02, ...repeat(20, () => 0.005)])];
    const volumes = closes.map((_, i) => (i === range.length ? 400 : 100));
    const candles = candlesFromCloses(closes, { volumes });
    expect(firstSignal(candles, breakout)).toBe(range.length);
    const trade = run(candles).trades[0]!;
    expect(trade.strategy).toBe('breakout');
    expect(trade.managedBy).toBe('breakout');
    expect(trade.entryTime).toBe(candles[range.length + 1]!.time);
    expect(trade.exitReason).toBe('take-profit');
    const atr = computeIndicators(candles).atr[range.length]!;
    expect(trade.exitPrice).toBeCloseTo(trade.entryPrice + 2.5 * atr, 8);
  });
});

/** A test rule that wants to buy on every candle once ATR exists. */
const alwaysBuy: EntryRule = { id: 'trend-following', shouldEnter: ({ ind }) => ind.atr > 0 };
const hour = 3_600;

describe('engine: risk controls', () => {
  it('trips the circuit breaker after 4 losses in a row and waits 12 h before buying again', () => {
    const candles = candlesFromCloses(
      compound(
        100,
        repeat(200, () => -0.005),
      ),
    );
    const result = run(candles, moderate, [alwaysBuy]);
    const trip = result.riskEvents.find((e) => e.type === 'circuit-breaker')!;
    expect(trip).toBeDefined();
    const losses = result.trades.filter((t) => t.exitTime <= trip.time);
    expect(losses).toHaveLength(4);
    expect(losses.every((t) => t.profit < 0)).toBe(true);
    expect(trip.time).toBe(losses[3]!.exitTime);
    const resume = result.riskEvents.find((e) => e.type === 'resume' && e.time > trip.time)!;
    expect(resume.time).toBe(trip.time + 12 * hour);
    const next = result.trades.find((t) => t.entryTime > trip.time)!;
    expect(next.entryTime).toBeGreaterThanOrEqual(trip.time + 12 * hour);
    expect(result.trades.some((t) => t.entryTime > trip.time && t.entryTime < resume.time)).toBe(
      false,
    );
  });

  it('pauses new entries while the drawdown is past the limit and resumes when back under', () => {
    const bold: RiskProfile = {
      ...moderate,
      positionSizePercent: 50,
      maxConcurrentPositions: 1,
      atrStopMultiplier: 100,
    };
    const closes = compound(100, [
      ...repeat(20, () => 0),
      ...repeat(30, () => -0.01),
      ...repeat(40, () => 0.01),
    ]);
    const result = run(candlesFromCloses(closes, { wick: 0 }), bold, [alwaysBuy]);
    const pause = result.riskEvents.find((e) => e.type === 'drawdown-pause')!;
    expect(pause).toBeDefined();
    const resume = result.riskEvents.find((e) => e.type === 'resume' && e.time > pause.time)!;
    expect(resume.detail).toMatch(/^Drawdown back to/);
    expect(result.trades.some((t) => t.entryTime > pause.time && t.entryTime <= resume.time)).toBe(
      false,
    );
    const peak = Math.max(
      ...result.equity.filter((p) => p.time <= pause.time).map((p) => p.equity),
    );
    const atPause = result.equity.find((p) => p.time === pause.time)!.equity;
    expect((100 * (peak - atPause)) / peak).toBeGreaterThan(10);
  });

  it('never holds more positions than the profile allows, one per pair', () => {
    const pairs = ['BTC/USDT', 'ETH/USDT', 'BNB/USDT', 'SOL/USDT'] as const;
    const candles = candlesFromCloses(
      compound(
        100,
        repeat(80, (i) => (i % 2 ? 0.004 : -0.003)),
      ),
    );
    const result = runBacktest({
      markets: pairs.map((pair) => ({ pair, candles })),
      profile: riskProfiles.conservative,
      startBalance: 10_000,
      startTime: candles[0]!.time,
      entryRules: [alwaysBuy],
    });
    expect(result.trades.length).toBeGreaterThan(3);
    expect(Math.max(...result.equity.map((p) => p.openPositions))).toBe(3);
    for (const pair of pairs) {
      const trades = result.trades.filter((t) => t.pair === pair);
      trades
        .slice(1)
        .forEach((t, i) => expect(t.entryTime).toBeGreaterThanOrEqual(trades[i]!.exitTime));
    }
  });

  it('charges fees so that balance equals start plus the sum of trade profits', () => {
    const candles = candlesFromCloses(
      compound(
        100,
        repeat(120, (i) => (i % 7 < 4 ? 0.004 : -0.005)),
      ),
    );
    const result = run(candles, moderate, [alwaysBuy]);
    const profits = result.trades.reduce((sum, t) => sum + t.profit, 0);
    expect(result.finalBalance).toBeCloseTo(10_000 + profits, 8);
    expect(result.trades.at(-1)?.exitReason).toBe('end-of-backtest');
  });
});
