import { describe, expect, it } from 'vitest';
import {
  apiVerdict,
  apiVerdictList,
  dropVerdictList,
  dropVerdicts,
  pageVerdicts,
  serverVerdicts,
  showsNoLayoutShift,
  tally,
} from './goals.ts';
import {
  apiComparison,
  apiFigures,
  dropFigures,
  pageSummary,
  serverFigures,
} from './test-figures.ts';

describe('pageVerdicts', () => {
  it('meets every goal with a page as fast as its static copy', () => {
    for (const profile of ['lowTier', 'midTier'] as const) {
      const verdicts = pageVerdicts(pageSummary('/'), profile);
      expect(Object.values(verdicts).every((verdict) => verdict !== false)).toBe(true);
    }
  });

  it('asks 100 of the home page, 95 of the others and 90 of checkout and the demo on a low-tier phone', () => {
    expect(pageVerdicts(pageSummary('/', { score: 99 }), 'lowTier').score).toBe(false);
    expect(pageVerdicts(pageSummary('/faq', { score: 95 }), 'lowTier').score).toBe(true);
    expect(pageVerdicts(pageSummary('/faq', { score: 94 }), 'lowTier').score).toBe(false);
    expect(pageVerdicts(pageSummary('/demo', { score: 90 }), 'lowTier').score).toBe(true);
    expect(pageVerdicts(pageSummary('/checkout', { score: 89 }), 'lowTier').score).toBe(false);
  });

  it('keeps the earlier 98 on a mid-tier phone', () => {
    expect(pageVerdicts(pageSummary('/faq', { score: 98 }), 'midTier').score).toBe(true);
    expect(pageVerdicts(pageSummary('/demo', { score: 97 }), 'midTier').score).toBe(false);
  });

  it('holds blocking time to 200 ms on a low-tier phone and only reports it on a mid-tier one', () => {
    expect(pageVerdicts(pageSummary('/', { tbtMs: 200 }), 'lowTier').tbt).toBe(true);
    expect(pageVerdicts(pageSummary('/', { tbtMs: 201 }), 'lowTier').tbt).toBe(false);
    expect(pageVerdicts(pageSummary('/', { tbtMs: 900 }), 'midTier').tbt).toBe(null);
  });

  it("judges paint times as multiples of the page's own static copy, not for client-rendered pages", () => {
    const slow = { fcpRatio: 1.31, lcpRatio: 1.5 };
    const verdicts = pageVerdicts(pageSummary('/faq', {}, slow), 'lowTier');
    expect(verdicts.fcp).toBe(false);
    expect(verdicts.lcp).toBe(true);
    const demo = pageVerdicts(pageSummary('/demo', {}, { fcpRatio: 3, lcpRatio: 3 }), 'lowTier');
    expect([demo.fcp, demo.lcp]).toEqual([null, null]);
  });

  it('fails layout shift on the worst run, not the median', () => {
    const verdicts = pageVerdicts(
      pageSummary('/checkout', { cls: 0 }, { maxCls: 0.219 }),
      'lowTier',
    );
    expect(verdicts.cls).toBe(false);
  });

  it('asks accessibility, best practices and SEO of 100 only where the page may be indexed, once', () => {
    const indexed = pageVerdicts(pageSummary('/faq', { seo: 92 }), 'lowTier');
    expect(indexed.seo).toBe(false);
    const hidden = pageVerdicts(pageSummary('/checkout', { seo: 69, indexable: false }), 'lowTier');
    expect([hidden.accessibility, hidden.bestPractices, hidden.seo]).toEqual([null, null, null]);
    // The CPU changes none of them: the mid-tier table shows them without counting them twice.
    expect(pageVerdicts(pageSummary('/faq', { seo: 92 }), 'midTier').seo).toBe(null);
  });

  it('holds only the home page to the JS and request budget', () => {
    const heavy = { jsGzipBytes: 175_000, requests: 46 };
    expect(pageVerdicts(pageSummary('/', heavy), 'lowTier')).toMatchObject({
      jsGzip: false,
      requests: false,
    });
    expect(pageVerdicts(pageSummary('/demo', heavy), 'lowTier')).toMatchObject({
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

describe('apiVerdict', () => {
  it('holds the median ratio to 0.9', () => {
    expect(apiVerdict(apiComparison({ ratio: 0.9 }))).toBe(true);
    expect(apiVerdict(apiComparison({ ratio: 0.89 }))).toBe(false);
  });

  it('misses a fast run that had errors on either side', () => {
    expect(apiVerdict(apiComparison({ ratio: 1.2, errors: { shop: 1, bare: 0 } }))).toBe(false);
    expect(apiVerdict(apiComparison({ ratio: 1.2, errors: { shop: 0, bare: 1 } }))).toBe(false);
  });

  it('judges every route on every database, an unreachable one not at all, a stopped one as missed', () => {
    expect(apiVerdictList(apiFigures())).toEqual([true, true, true, true, true, true]);
    const unreachable = apiFigures({
      databases: [{ database: 'PostgreSQL', notMeasured: 'no server', unreachable: true }],
    });
    expect(apiVerdictList(unreachable)).toEqual([]);
    const stopped = apiFigures({
      databases: [
        { database: 'PGlite', notMeasured: 'the shop did not start', unreachable: false },
      ],
    });
    expect(apiVerdictList(stopped)).toEqual([false]);
  });
});

describe('dropVerdicts', () => {
  it('meets every goal with a clean drop', () => {
    expect(dropVerdictList(dropFigures()).every((verdict) => verdict === true)).toBe(true);
  });

  it('misses on one error, one slow p99, one edition too many or one open hold', () => {
    expect(dropVerdicts(dropFigures({ errors: 1 })).errors).toBe(false);
    const slow = dropFigures();
    slow.steps.download = { requests: 100, p50Ms: 200, p95Ms: 700, p99Ms: 1000, errors: 0 };
    expect(dropVerdicts(slow).p99.download).toBe(false);
    expect(dropVerdicts(dropFigures({ editionsIssued: 101 })).editionsSold).toBe(false);
    expect(dropVerdicts(dropFigures({ oversold: 1 })).notOversold).toBe(false);
    expect(dropVerdicts(dropFigures({ holdsOpen: 1 })).holdsReleased).toBe(false);
    expect(dropVerdicts(dropFigures({ mailsQueued: 99 })).mailPerSale).toBe(false);
  });

  it('holds each process to 1.2 times its memory before, a minute after', () => {
    const memory = [
      { process: 'p1', beforeMb: 200, peakMb: 400, afterMb: 240 },
      { process: 'p2', beforeMb: 200, peakMb: 400, afterMb: 241 },
    ];
    expect(dropVerdicts(dropFigures({ memory })).memory).toEqual([true, false]);
  });

  it('does not judge a drop that could not reach its services, and misses one that stopped', () => {
    expect(dropVerdictList({ notMeasured: 'Redis not reachable', unreachable: true })).toEqual([]);
    expect(dropVerdictList({ notMeasured: 'stopped: boom', unreachable: false })).toEqual([false]);
  });
});

describe('tally', () => {
  it('counts met goals among those judged', () => {
    expect(tally([true, false, null, true])).toEqual({ met: 2, judged: 3 });
  });
});
