import { describe, expect, it } from 'vitest';
import { compareApiRounds, rateSpread } from './api-figures.ts';
import type { ApiLoadResult } from './api-load.ts';

const round = (rate: number, overrides: Partial<ApiLoadResult> = {}): ApiLoadResult => ({
  rate,
  answered: rate,
  errors: 0,
  firstErrors: [],
  firstBody: '{"collections":[{"id":1,"title":"Dawn"}]}',
  ...overrides,
});

describe('rateSpread', () => {
  it('gives the median with the slowest and fastest round', () => {
    expect(rateSpread([900, 1_200, 1_000, 400, 1_100])).toEqual({
      median: 1_000,
      min: 400,
      max: 1_200,
      rounds: [900, 1_200, 1_000, 400, 1_100],
    });
  });
});

describe('compareApiRounds', () => {
  const warmUps = { shop: [round(300)], bare: [round(500)] };

  it('compares the medians of the measured rounds, not the warm-ups', () => {
    const comparison = compareApiRounds(
      'artList',
      { shop: [round(800), round(900), round(100)], bare: [round(1_000), round(950), round(990)] },
      warmUps,
    );
    expect(comparison.shop.median).toBe(800);
    expect(comparison.bare.median).toBe(990);
    expect(comparison.ratio).toBeCloseTo(800 / 990);
    expect(comparison.errors).toEqual({ shop: 0, bare: 0 });
  });

  it('counts the errors of every round, warm-ups included, and keeps the first few', () => {
    const comparison = compareApiRounds(
      'contact',
      {
        shop: [
          round(800, {
            errors: 2,
            firstErrors: ['POST /api/contact: 429', 'POST /api/contact: 429'],
          }),
        ],
        bare: [round(900)],
      },
      {
        shop: [round(300, { errors: 1, firstErrors: ['POST /api/contact: socket hang up'] })],
        bare: [round(500)],
      },
    );
    expect(comparison.errors).toEqual({ shop: 3, bare: 0 });
    expect(comparison.firstErrors).toEqual([
      'shop: POST /api/contact: socket hang up',
      'shop: POST /api/contact: 429',
      'shop: POST /api/contact: 429',
    ]);
  });

  it('takes the same JSON in another key order as the same answer', () => {
    const bare = [round(900, { firstBody: '{"collections":[{"title":"Dawn","id":1}]}' })];
    expect(compareApiRounds('artList', { shop: [round(800)], bare }, warmUps).errors.bare).toBe(0);
  });

  it('counts a bare answer that differs from the shop’s as an error', () => {
    const bare = [round(900, { firstBody: '{"collections":[]}' })];
    const comparison = compareApiRounds(
      'artList',
      { shop: [round(800)], bare },
      { shop: [], bare: [] },
    );
    expect(comparison.errors.bare).toBe(1);
    expect(comparison.firstErrors[0]).toMatch(/^bare: answered \{"collections":\[\]\} where/);
  });
});
