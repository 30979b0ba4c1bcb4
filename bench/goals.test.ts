import { describe, expect, it } from 'vitest';
import { pageVerdicts, serverVerdicts, showsNoLayoutShift, tally } from './goals.ts';
import { pageSummary, serverFigures } from './test-figures.ts';

describe('pageVerdicts', () => {
  it('meets every goal with a page as fast as the static copy', () => {
    const verdicts = pageVerdicts(pageSummary('/'));
    expect(Object.values(verdicts).every((verdict) => verdict === true)).toBe(true);
  });

  it('asks 100 of the home page and 98 of the others', () => {
    expect(pageVerdicts(pageSummary('/', { score: 99 })).score).toBe(false);
    expect(pageVerdicts(pageSummary('/faq', { score: 98 })).score).toBe(true);
    expect(pageVerdicts(pageSummary('/faq', { score: 97 })).score).toBe(false);
  });

  it('judges paint times as multiples of the static copy', () => {
    const verdicts = pageVerdicts(pageSummary('/faq', {}, { fcpRatio: 1.31, lcpRatio: 1.5 }));
    expect(verdicts.fcp).toBe(false);
    expect(verdicts.lcp).toBe(true);
  });

  it('fails layout shift on the worst run, not the median', () => {
    const verdicts = pageVerdicts(pageSummary('/checkout', { cls: 0 }, { maxCls: 0.219 }));
    expect(verdicts.cls).toBe(false);
  });

  it('asks accessibility, best practices and SEO of 100 only where the page may be indexed', () => {
    const indexed = pageVerdicts(pageSummary('/faq', { seo: 92 }));
    expect(indexed.seo).toBe(false);
    const hidden = pageVerdicts(pageSummary('/checkout', { seo: 69, indexable: false }));
    expect([hidden.accessibility, hidden.bestPractices, hidden.seo]).toEqual([null, null, null]);
  });

  it('holds only the home page to the JS and request budget', () => {
    const heavy = { jsGzipBytes: 175_000, requests: 46 };
    expect(pageVerdicts(pageSummary('/', heavy))).toMatchObject({
      jsGzip: false,
      requests: false,
    });
    expect(pageVerdicts(pageSummary('/demo', heavy))).toMatchObject({
      jsGzip: null,
      requests: null,
    });
  });
});

describe('showsNoLayoutShift', () => {
  it('reads CLS as Lighthouse shows it, to three decimals', () => {
    expect(showsNoLayoutShift(0)).toBe(true);
    expect(showsNoLayoutShift(0.0004)).toBe(true);
    expect(showsNoLayoutShift(0.001)).toBe(false);
  });
});

describe('serverVerdicts', () => {
  it('compares ratios with 0.9 and absolute figures with their limits', () => {
    const verdicts = serverVerdicts(
      serverFigures({
        home: { shop: 2_600, bare: 10_000, ratio: 0.26, unit: 'req/s', client: 'node:http' },
        startupMs: 2_700,
        idleRssPgliteMb: 450,
      }),
    );
    expect(verdicts).toEqual({
      home: false,
      healthz: true,
      download: true,
      startup: false,
      idleRssPglite: false,
      idleRssPostgres: true,
    });
  });

  it('leaves PostgreSQL unjudged when it could not be measured', () => {
    expect(serverVerdicts(serverFigures({ idleRssPostgresMb: null })).idleRssPostgres).toBe(null);
  });
});

describe('tally', () => {
  it('counts met goals among those judged', () => {
    expect(tally([true, false, null, true])).toEqual({ met: 2, judged: 3 });
  });
});
