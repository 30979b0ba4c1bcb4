import { describe, expect, it } from 'vitest';
import { fromPercent, percentOf, toPercent } from './percent.ts';

describe('percentages', () => {
  it('turns a percentage into a fraction and back', () => {
    expect(fromPercent(5)).toBe(0.05);
    expect(toPercent(0.25)).toBe(25);
  });

  it('takes a percentage of an amount', () => {
    expect(percentOf(10_000, 2.5)).toBe(250);
  });
});
