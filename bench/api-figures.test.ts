import { describe, expect, it } from 'vitest';
import { balancedRatio, compareApiRounds, rateSpread } from './api-figures.ts';
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

  it('gives each side the median of its measured rounds, not the warm-ups', () => {
    const comparison = compareApiRounds(
      'artList',
      { shop: [round(800), round(900), round(100)], bare: [round(1_000), round(950), round(990)] },
      warmUps,
    );
    expect(comparison.shop.median).toBe(800);
    expect(comparison.bare.median).toBe(990);
    expect(comparison.errors).toEqual({ shop: 0, bare: 0 });
  });

  it('sets each round’s shop beside the same round’s bare app, not the two medians', () => {
    // The art list on PGlite in the run of 2ea8e00: the host was slow for both sides in the
    // first round, and the bare app's median came from another round than the shop's.
    const shop = [377, 418, 474, 408, 454];
    const bare = [343, 464, 488, 490, 493];
    const comparison = compareApiRounds(
      'artList',
      { shop: shop.map((rate) => round(rate)), bare: bare.map((rate) => round(rate)) },
      warmUps,
    );
    expect(comparison.roundRatios.map((ratio) => ratio.toFixed(2))).toEqual([
      '1.10',
      '0.90',
      '0.97',
      '0.83',
      '0.92',
    ]);
    // Rounds 1, 3 and 5 ran the shop first; rounds 2 and 4 the bare app.
    expect(comparison.shopFirst).toBeCloseTo(474 / 488);
    expect(comparison.bareFirst).toBeCloseTo((418 / 464 + 408 / 490) / 2);
    expect(comparison.ratio).toBeCloseTo(Math.sqrt(comparison.shopFirst * comparison.bareFirst));
    expect(comparison.ratio).toBeCloseTo(0.92, 2);
    expect(comparison.shop.median / comparison.bare.median).toBeCloseTo(0.86, 2);
  });
  it('weighs both orders alike however many rounds each had', () => {
    // Three shop-first rounds 10 % faster than two bare-first ones: the median of all five
    // would be a shop-first round's; the balanced ratio sits between the two.
    const { shopFirst, bareFirst, ratio } = balancedRatio([1.1, 0.9, 1.1, 0.9, 1.1]);
    expect(shopFirst).toBe(1.1);
    expect(bareFirst).toBe(0.9);
    expect(ratio).toBeCloseTo(Math.sqrt(0.99));
  });

  it('needs rounds in both orders', () => {
    expect(() => balancedRatio([0.95])).toThrow(/both orders/);
  });

  it('refuses rounds that did not measure both sides', () => {
    expect(() =>
      compareApiRounds(
        'artList',
        { shop: [round(800), round(900)], bare: [round(1_000)] },
        warmUps,
      ),
    ).toThrow(/every round measures both sides \(shop 2, bare 1\)/);
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
          round(810),
        ],
        bare: [round(900), round(910)],
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
    const bare = [
      round(900, { firstBody: '{"collections":[{"title":"Dawn","id":1}]}' }),
      round(910),
    ];
    const shop = [round(800), round(810)];
    expect(compareApiRounds('artList', { shop, bare }, warmUps).errors.bare).toBe(0);
  });

  it('counts a bare answer that differs from the shop’s as an error', () => {
    const bare = [round(900, { firstBody: '{"collections":[]}' }), round(910)];
    const comparison = compareApiRounds(
      'artList',
      { shop: [round(800), round(810)], bare },
      { shop: [], bare: [] },
    );
    expect(comparison.errors.bare).toBe(1);
    expect(comparison.firstErrors[0]).toMatch(/^bare: answered \{"collections":\[\]\} where/);
  });
});
