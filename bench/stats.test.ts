import { describe, expect, it } from 'vitest';
import { max, median, percentile } from './stats.ts';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([3019, 2869, 4100, 1200, 2950])).toBe(2950);
  });

  it('averages the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses no values rather than inventing one', () => {
    expect(() => median([])).toThrow();
    expect(() => max([])).toThrow();
  });
});

describe('max', () => {
  it('finds the worst run', () => {
    expect(max([0, 0.219, 0, 0.1])).toBe(0.219);
  });
});

describe('percentile', () => {
  const latencies = Array.from({ length: 1000 }, (_, index) => 1000 - index);

  it('gives a value some request really took: the nearest rank', () => {
    expect(percentile(latencies, 50)).toBe(500);
    expect(percentile(latencies, 99)).toBe(990);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([1, 2, 3], 100)).toBe(3);
  });

  it('refuses no values and a percentile outside (0, 100]', () => {
    expect(() => percentile([], 50)).toThrow(/no values/);
    expect(() => percentile([1], 0)).toThrow(/above 0/);
  });
});
