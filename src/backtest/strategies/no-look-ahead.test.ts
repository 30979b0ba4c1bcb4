import { describe, expect, it } from 'vitest';
import { runBacktest } from '../engine.ts';
import type { Market } from '../engine-types.ts';
import { computeIndicators, snapshotAt } from '../indicators/indicator-set.ts';
import { generateMarketData } from '../market-data.ts';
import { riskProfiles } from '../rules.ts';
import type { Candle } from '../types.ts';
import { entryRulesInOrder } from './entry-rules.ts';

const startTime = Date.UTC(2025, 0, 1) / 1_000;
const markets = generateMarketData({ seed: 7, startTime, days: 120, warmUpDays: 10 });

/** Per candle, the ids of the rules that fire there (empty when none). */
function decisions(candles: readonly Candle[]): string[] {
  const ind = computeIndicators(candles);
  return candles.map((candle, i) =>
    entryRulesInOrder
      .filter((rule) => rule.shouldEnter({ candle, ind: snapshotAt(ind, i) }))
      .map((rule) => rule.id)
      .join(','),
  );
}

describe('no look-ahead', () => {
  it('every entry decision at candle i is the same when the data after i is cut off', () => {
    for (const { candles } of markets) {
      const full = decisions(candles);
      expect(full.filter(Boolean).length).toBeGreaterThan(10);
      for (const cut of [600, 1_500, 2_222]) {
        expect(decisions(candles.slice(0, cut + 1))).toEqual(full.slice(0, cut + 1));
      }
    }
  });

  it('the engine makes the same trades and risk events up to the cut', () => {
    const run = (list: readonly Market[]) =>
      runBacktest({
        markets: list,
        profile: riskProfiles.moderate,
        startBalance: 10_000,
        startTime,
      });
    const full = run(markets);
    for (const cut of [1_200, 2_500]) {
      const truncated = run(
        markets.map((m) => ({ pair: m.pair, candles: m.candles.slice(0, cut) })),
      );
      const cutTime = markets[0]!.candles[cut - 1]!.time;
      const closedBefore = (trades: typeof full.trades) =>
        trades.filter((t) => t.exitTime <= cutTime && t.exitReason !== 'end-of-backtest');
      expect(closedBefore(truncated.trades).length).toBeGreaterThan(5);
      expect(closedBefore(truncated.trades)).toEqual(closedBefore(full.trades));
      expect(truncated.riskEvents).toEqual(
        full.riskEvents.filter((e) => e.time <= cutTime + 3_600),
      );
      // All but the truncated run's last point, which is its balance after the end-of-data sales.
      const before = truncated.equity.length - 1;
      expect(truncated.equity.slice(0, before)).toEqual(full.equity.slice(0, before));
    }
  });
});
