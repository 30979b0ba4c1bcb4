import type { Random } from './prng.ts';

export type RegimeKind =
  'range' | 'trend-up' | 'breakout' | 'fakeout' | 'crash' | 'recovery' | 'decline';

export interface RegimeSegment {
  readonly kind: RegimeKind;
  /** First and one-past-last hour index of the segment. */
  readonly start: number;
  readonly end: number;
}

/**
 * The market's story in days: quiet ranges for Mean Reversion, squeezes that break out on volume
 * for Breakout, trends with pullbacks for Trend Following, a breakout that fails and reverses
 * (the losing streak that trips the circuit breaker), slow declines, and two sell-offs with
 * recoveries. Each
 * pair stretches or shrinks every stretch by up to a quarter, so the pairs move together roughly
 * but not in lockstep. These regimes are the demo's only knob: the strategies' rules and the risk
 * profile are the bot's own defaults, never tuned to this data.
 */
const storyDays: readonly (readonly [RegimeKind, number])[] = [
  ['range', 12],
  ['trend-up', 18],
  ['range', 12],
  ['breakout', 5],
  ['trend-up', 14],
  ['range', 14],
  ['crash', 4],
  ['recovery', 12],
  ['range', 10],
  ['fakeout', 6],
  ['breakout', 5],
  ['trend-up', 16],
  ['range', 12],
  ['crash', 3],
  ['recovery', 10],
  ['decline', 14],
  ['breakout', 5],
  ['trend-up', 15],
  ['decline', 10],
  ['range', 8],
];

/**
 * Market-wide shocks hit every pair on the same day, as real sell-offs do: the stretch before one
 * ends where the story puts the shock, whatever each pair's own pace.
 */
const marketWide: ReadonlySet<RegimeKind> = new Set(['fakeout', 'crash']);

export function regimeSchedule(totalHours: number, random: Random): RegimeSegment[] {
  const segments: RegimeSegment[] = [];
  let start = 0;
  let storyHours = 0;
  for (const [kind, days] of storyDays) {
    if (start >= totalHours) break;
    const hours = Math.round(days * 24 * random.between(0.75, 1.25));
    const previous = segments.at(-1);
    if (marketWide.has(kind) && previous) {
      start = Math.max(storyHours, previous.start + 24);
      segments[segments.length - 1] = { ...previous, end: start };
    }
    const end = Math.min(start + (marketWide.has(kind) ? days * 24 : hours), totalHours);
    segments.push({ kind, start, end });
    start = end;
    storyHours += days * 24;
  }
  if (start < totalHours) segments.push({ kind: 'range', start, end: totalHours });
  return segments;
}

/** How the price should move during one hour, in units of the pair's hourly volatility. */
export interface HourlyDynamics {
  /** Expected log return per hour, in hourly sigmas. */
  readonly drift: number;
  /** Noise, as a multiple of the hourly sigma. */
  readonly volatility: number;
  /**
   * Fraction of the distance to the anchor pulled back each hour (ranges). While it is 0 the
   * anchor follows the price, so a range centres on where the price was when it began.
   */
  readonly pull: number;
  /** Multiple of the pair's normal volume. */
  readonly volume: number;
}

/**
 * Turns a segment into hour-by-hour dynamics. Stateful per segment (trend legs, sell-off flushes),
 * so a fresh walker is made for each segment.
 */
export function createRegimeWalker(
  segment: RegimeSegment,
  random: Random,
): (hour: number) => HourlyDynamics {
  const length = segment.end - segment.start;
  let legEnds = 0;
  let legDrift = 0;
  let flushLeft = 0;
  const burstStart = Math.round(length * random.between(0.35, 0.5));
  const burstLength = Math.round(random.between(8, 16));
  const crashLength = Math.min(length, Math.round(random.between(20, 34)));

  /** Impulse legs up and pullback legs down; pullbacks pull RSI under 40 while the trend holds. */
  const trendLeg = (hour: number, up: number, down: number): number => {
    if (hour >= legEnds) {
      const pullback = legDrift > 0;
      legDrift = pullback ? -down : up;
      legEnds = hour + Math.round(pullback ? random.between(5, 12) : random.between(14, 36));
    }
    return legDrift;
  };

  return (hour) => {
    const t = hour - segment.start;
    switch (segment.kind) {
      case 'range': {
        // Occasional sharp flushes take RSI deep while ADX still reads a ranging market.
        if (flushLeft === 0 && random.next() < 0.015) flushLeft = Math.round(random.between(2, 3));
        if (flushLeft > 0) {
          flushLeft--;
          return { drift: -3.5, volatility: 0.8, pull: 0.01, volume: 1.8 };
        }
        return { drift: 0, volatility: 0.7, pull: 0.09, volume: 0.85 };
      }
      case 'trend-up':
        return { drift: trendLeg(t, 0.3, 0.5), volatility: 1, pull: 0, volume: 1.1 };
      case 'breakout': {
        if (t < burstStart) return { drift: 0, volatility: 0.5, pull: 0.06, volume: 0.6 };
        if (t < burstStart + burstLength) {
          return { drift: 0.9, volatility: 1.4, pull: 0, volume: random.between(2.5, 3.5) };
        }
        return { drift: trendLeg(t, 0.22, 0.45), volatility: 1.1, pull: 0, volume: 1.3 };
      }
      case 'fakeout': {
        // The same squeeze and burst as a breakout, then the move fails and gives it all back.
        if (t < burstStart) return { drift: 0, volatility: 0.5, pull: 0.06, volume: 0.6 };
        if (t < burstStart + burstLength) {
          return { drift: 0.9, volatility: 1.4, pull: 0, volume: random.between(2.5, 3.5) };
        }
        if (t < burstStart + 3 * burstLength) {
          return { drift: -1.1, volatility: 1.3, pull: 0, volume: 2 };
        }
        return { drift: 0, volatility: 0.8, pull: 0.05, volume: 1 };
      }
      case 'crash':
        if (t < crashLength) return { drift: -1.8, volatility: 1.6, pull: 0, volume: 3 };
        return { drift: 0, volatility: 1.5, pull: 0.03, volume: 1.6 };
      case 'decline':
        // A slow bear leg with relief rallies: the trend rules stand aside below EMA 200.
        return { drift: -trendLeg(t, 0.25, 0.2), volatility: 0.7, pull: 0, volume: 0.9 };
      case 'recovery':
        return { drift: trendLeg(t, 0.15, 0.4), volatility: 1.2, pull: 0, volume: 1.3 };
    }
  };
}
