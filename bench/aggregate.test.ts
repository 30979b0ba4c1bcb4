import { describe, expect, it } from 'vitest';
import { medianFigures, summarizePage } from './aggregate.ts';
import type { LighthouseFigures } from './results-shape.ts';

const run = (overrides: Partial<LighthouseFigures>): LighthouseFigures => ({
  score: 90,
  fcpMs: 2000,
  lcpMs: 3000,
  cls: 0,
  tbtMs: 300,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  indexable: true,
  jsTransferBytes: 100_000,
  jsGzipBytes: 120_000,
  requests: 30,
  benchmarkIndex: 1500,
  cpuSlowdownMultiplier: 4,
  ...overrides,
});

describe('medianFigures', () => {
  it('takes each figure’s median on its own', () => {
    const figures = medianFigures([
      run({ score: 80, lcpMs: 4000 }),
      run({ score: 95, lcpMs: 2000 }),
      run({ score: 90, lcpMs: 9000 }),
    ]);
    expect(figures.score).toBe(90);
    expect(figures.lcpMs).toBe(4000);
  });

  it('calls a page indexable only when every run found it so', () => {
    expect(medianFigures([run({}), run({ indexable: false }), run({})]).indexable).toBe(false);
  });
});

describe('summarizePage', () => {
  it('compares the page with the static copy measured beside it, and keeps the worst shift', () => {
    const summary = summarizePage({
      path: '/checkout',
      runs: [run({ cls: 0.219, fcpMs: 2400 }), run({ fcpMs: 2300 }), run({ cls: 0.219 })],
      staticRuns: [
        run({ fcpMs: 800, lcpMs: 1200 }),
        run({ fcpMs: 770, lcpMs: 1000 }),
        run({ fcpMs: 1000, lcpMs: 1500 }),
      ],
    });
    expect(summary.median.cls).toBe(0.219);
    expect(summary.maxCls).toBe(0.219);
    expect(summary.staticMedian).toEqual({ fcpMs: 800, lcpMs: 1200 });
    expect(summary.fcpRatio).toBe(2300 / 800);
    expect(summary.lcpRatio).toBe(2.5);
  });
});
