import { describe, expect, it } from 'vitest';
import { createRandom, deriveSeed, mulberry32 } from './prng.ts';

describe('mulberry32', () => {
  it('gives the same stream for the same seed and another for another seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first);
  });

  it('stays in [0, 1) with a mean near one half', () => {
    const next = mulberry32(7);
    let sum = 0;
    for (let i = 0; i < 10_000; i++) {
      const value = next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      sum += value;
    }
    expect(sum / 10_000).toBeCloseTo(0.5, 1);
  });
});

describe('createRandom', () => {
  it('draws normals with mean 0 and standard deviation 1', () => {
    const random = createRandom(1);
    const draws = Array.from({ length: 20_000 }, () => random.normal());
    const mean = draws.reduce((sum, x) => sum + x, 0) / draws.length;
    const variance = draws.reduce((sum, x) => sum + (x - mean) ** 2, 0) / draws.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.sqrt(variance)).toBeCloseTo(1, 1);
  });
});

describe('deriveSeed', () => {
  it('is stable and differs per label', () => {
    expect(deriveSeed(1, 'BTC/USDT')).toBe(deriveSeed(1, 'BTC/USDT'));
    expect(deriveSeed(1, 'BTC/USDT')).not.toBe(deriveSeed(1, 'ETH/USDT'));
    expect(deriveSeed(1, 'BTC/USDT')).not.toBe(deriveSeed(2, 'BTC/USDT'));
  });
});
