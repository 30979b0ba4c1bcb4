import type { PageSummary, ServerFigures } from './results-shape.ts';

/**
 * The performance goals (docs/performance.md), in one place: the verdicts and the report's goal
 * row both read them.
 */
export const GOALS = {
  score: 98,
  homeScore: 100,
  /** Multiples of the static copy's median in the same run. */
  fcpRatio: 1.3,
  lcpRatio: 1.5,
  /** Accessibility, best practices and SEO, on pages that ask to be indexed. */
  categoryScore: 100,
  /** "≤ 120 KB JS gzip in ≤ 12 requests" for the home page's first visit. */
  homeJsGzipBytes: 120_000,
  homeRequests: 12,
  /** Shop beside a bare `node:http` server: `GET /`, `/healthz`, a download. */
  serverRatio: 0.9,
  startupMs: 1000,
  idleRssPgliteMb: 250,
  idleRssPostgresMb: 120,
} as const;

export const HOME_PATH = '/';

/**
 * Lighthouse shows layout shift to three decimals; "CLS 0 in every run" means every run shows 0
 * there, so a sub-pixel shift of 0.0001 passes and the 0.058 of a jumping footer does not.
 */
export function showsNoLayoutShift(cls: number): boolean {
  return Math.round(cls * 1000) === 0;
}

/** Met, missed, or `null` where the page has no such goal. */
export type Verdict = boolean | null;

export interface PageVerdicts {
  score: Verdict;
  fcp: Verdict;
  lcp: Verdict;
  cls: Verdict;
  accessibility: Verdict;
  bestPractices: Verdict;
  seo: Verdict;
  jsGzip: Verdict;
  requests: Verdict;
}

export function pageVerdicts(page: PageSummary): PageVerdicts {
  const isHome = page.path === HOME_PATH;
  const { median } = page;
  const category = (score: number) => (median.indexable ? score >= GOALS.categoryScore : null);
  return {
    score: median.score >= (isHome ? GOALS.homeScore : GOALS.score),
    fcp: page.fcpRatio <= GOALS.fcpRatio,
    lcp: page.lcpRatio <= GOALS.lcpRatio,
    cls: showsNoLayoutShift(page.maxCls),
    accessibility: category(median.accessibility),
    bestPractices: category(median.bestPractices),
    seo: category(median.seo),
    jsGzip: isHome ? median.jsGzipBytes <= GOALS.homeJsGzipBytes : null,
    requests: isHome ? median.requests <= GOALS.homeRequests : null,
  };
}

export interface ServerVerdicts {
  home: Verdict;
  healthz: Verdict;
  download: Verdict;
  startup: Verdict;
  idleRssPglite: Verdict;
  idleRssPostgres: Verdict;
}

export function serverVerdicts(server: ServerFigures): ServerVerdicts {
  return {
    home: server.home.ratio >= GOALS.serverRatio,
    healthz: server.healthz.ratio >= GOALS.serverRatio,
    download: server.download.ratio >= GOALS.serverRatio,
    startup: server.startupMs <= GOALS.startupMs,
    idleRssPglite: server.idleRssPgliteMb <= GOALS.idleRssPgliteMb,
    idleRssPostgres:
      server.idleRssPostgresMb === null
        ? null
        : server.idleRssPostgresMb <= GOALS.idleRssPostgresMb,
  };
}

/** How many goals a run met, of how many it could judge. */
export function tally(verdicts: readonly Verdict[]): { met: number; judged: number } {
  const judged = verdicts.filter((verdict) => verdict !== null);
  return { met: judged.filter(Boolean).length, judged: judged.length };
}
