import { createRandom } from '../prng.ts';
import type { Candle } from '../types.ts';

/** Deterministic random-walk candles for the indicator tests (test support, not used by the engine). */
export function testCandles(count: number, seed = 2024): Candle[] {
  const random = createRandom(seed);
  const candles: Candle[] = [];
  let close = 100;
  for (let i = 0; i < count; i++) {
    const open = close;
    // A slow wave in the drift gives both trending and ranging stretches.
    const drift = 0.002 * Math.sin(i / 150);
    close = open * Math.exp(drift + 0.01 * random.normal());
    const high = Math.max(open, close) * (1 + 0.004 * Math.abs(random.normal()));
    const low = Math.min(open, close) * (1 - 0.004 * Math.abs(random.normal()));
    const volume = 1_000 * Math.exp(0.4 * random.normal());
    candles.push({ time: 1_700_000_000 + i * 3_600, open, high, low, close, volume });
  }
  return candles;
}

/** Compare our full-length series with a library result that omits the warm-up. */
export function alignedPairs(
  ours: readonly number[],
  theirs: readonly number[],
): [number, number][] {
  const offset = ours.length - theirs.length;
  return theirs.map((value, i) => [ours[i + offset] as number, value]);
}

/**
 * Our full-length series against the library's (which drops the warm-up): the warm-up is NaN for
 * exactly `warmUp` elements, and every later value is within `tolerance`.
 */
export function expectMatchesReference(
  ours: readonly number[],
  theirs: readonly number[],
  warmUp: number,
  tolerance: number,
  expect: (value: unknown) => { toBe(expected: unknown): void },
): void {
  expect(ours.slice(0, warmUp).every(Number.isNaN)).toBe(true);
  expect(Number.isNaN(ours[warmUp])).toBe(false);
  expect(ours.length - theirs.length).toBe(warmUp);
  const worst = Math.max(...alignedPairs(ours, theirs).map(([a, b]) => Math.abs(a - b)));
  expect(worst <= tolerance).toBe(true);
}
