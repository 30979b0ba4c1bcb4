import { describe, expect, it } from 'vitest';
import type { BuyerWalk } from './drop-buyer.ts';
import { arrivalTimes, summarizeWalks } from './drop-figures.ts';

const bought = (ms: number): BuyerWalk => ({
  outcome: 'bought',
  requests: [
    { step: 'status', ms, error: null },
    { step: 'intent', ms, error: null },
    { step: 'payment', ms, error: null },
    { step: 'thank-you', ms, error: null },
    { step: 'thank-you', ms, error: null },
    { step: 'download', ms, error: null },
  ],
});

describe('summarizeWalks', () => {
  it('gives percentiles per step over every request, polls included', () => {
    const walks = Array.from({ length: 100 }, (_, index) => bought(index + 1));
    const figures = summarizeWalks(walks);
    expect(figures.steps.status).toEqual({
      requests: 100,
      p50Ms: 50,
      p95Ms: 95,
      p99Ms: 99,
      errors: 0,
    });
    expect(figures.steps['thank-you']?.requests).toBe(200);
    expect(figures.outcomes.bought).toBe(100);
    expect(figures.errors).toBe(0);
  });

  it('counts sold-out answers as outcomes, not errors, and keeps the first errors word for word', () => {
    const figures = summarizeWalks([
      bought(10),
      { outcome: 'sold out at status', requests: [{ step: 'status', ms: 5, error: null }] },
      {
        outcome: 'sold out at checkout',
        requests: [
          { step: 'status', ms: 5, error: null },
          { step: 'intent', ms: 7, error: null },
        ],
      },
      {
        outcome: 'failed',
        requests: [
          { step: 'status', ms: 5, error: null },
          { step: 'intent', ms: 900, error: 'intent: 503 {"error":"Service Unavailable"}' },
        ],
      },
    ]);
    expect(figures.outcomes).toEqual({
      bought: 1,
      'sold out at status': 1,
      'sold out at checkout': 1,
      failed: 1,
    });
    expect(figures.errors).toBe(1);
    expect(figures.steps.intent?.errors).toBe(1);
    expect(figures.firstErrors).toEqual(['intent: 503 {"error":"Service Unavailable"}']);
  });

  it('leaves a step no buyer reached without figures', () => {
    const figures = summarizeWalks([
      { outcome: 'sold out at status', requests: [{ step: 'status', ms: 5, error: null }] },
    ]);
    expect(figures.steps.download).toBeNull();
  });
});

describe('arrivalTimes', () => {
  it('spreads the buyers evenly over the window, the first at once', () => {
    const times = arrivalTimes(1000, 60_000);
    expect(times).toHaveLength(1000);
    expect(times[0]).toBe(0);
    expect(times[100]).toBe(6000);
    expect(times.at(-1)).toBe(59_940);
  });
});
