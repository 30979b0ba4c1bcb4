import { describe, expect, it } from 'vitest';
import { max, median } from './stats.ts';

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
