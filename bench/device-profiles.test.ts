import { describe, expect, it } from 'vitest';
import { DEVICE_PROFILES, emulatedIndex, slowdownFor } from './device-profiles.ts';

describe('slowdownFor', () => {
  it('slows a host down by its index over the phone index, to two decimals', () => {
    expect(slowdownFor(3_600, 'midTier')).toBe(3.6);
    expect(slowdownFor(1_300, 'lowTier')).toBe(4.92);
    expect(slowdownFor(4_191, 'lowTier')).toBe(15.88);
  });

  it('emulates the same phone on a fast and on a slow host', () => {
    for (const host of [1_215, 1_640, 3_278, 4_191]) {
      const slowdown = slowdownFor(host, 'lowTier');
      expect(emulatedIndex(host, slowdown)).toBeCloseTo(DEVICE_PROFILES.lowTier.benchmarkIndex, 0);
    }
  });

  it('never speeds up a host slower than the phone', () => {
    expect(slowdownFor(800, 'midTier')).toBe(1);
  });

  it('refuses an index that is not a positive number', () => {
    expect(() => slowdownFor(Number.NaN, 'lowTier')).toThrow(/positive number/);
    expect(() => slowdownFor(0, 'lowTier')).toThrow(/positive number/);
  });
});
