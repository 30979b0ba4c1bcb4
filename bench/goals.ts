import type { DeviceProfile } from './device-profiles.ts';
import { CLIENT_RENDERED } from './pages.ts';
import { DROP_STEPS, type DropStep } from './drop-buyer.ts';
import type {
  ApiComparison,
  ApiFigures,
  BenchResults,
  DropFigures,
  PageSummary,
  ServerFigures,
} from './results-shape.ts';

/**
 * The goals, in one place: the verdicts and the report's goal rows both read them. Page goals
 * are held on the phone each applies to (device-profiles.ts): the low-tier phone carries the
 * speed goals a cheap phone must meet; the mid-tier phone keeps the earlier goals, set when the
 * bench emulated a phone of about that class.
 */
export const PAGE_GOALS = {
  lowTier: {
    score: 95,
    homeScore: 100,
    clientRenderedScore: 90,
    tbtMs: 200 as number | null,
    /** Multiples of the page's own static copy's median in the same run. */
    fcpRatio: 1.3,
    lcpRatio: 1.5,
  },
  midTier: {
    score: 98,
    homeScore: 100,
    clientRenderedScore: 98,
    tbtMs: null as number | null,
    fcpRatio: 1.3,
    lcpRatio: 1.5,
  },
} as const satisfies Record<DeviceProfile, unknown>;

/** The profile that also judges what the CPU does not change: categories, bytes, requests. */
export const BUDGET_PROFILE: DeviceProfile = 'lowTier';

/** The goals the emulated phone does not change: categories, bytes, the server and the drop. */
export const GOALS = {
  /** Accessibility, best practices and SEO, on pages that ask to be indexed. */
  categoryScore: 100,
  /** "≤ 120 KB JS gzip in ≤ 12 requests" for the home page's first visit. */
  homeJsGzipBytes: 120_000,
  homeRequests: 12,
  /**
   * Shop beside a bare `node:http` server (`GET /`, `/healthz`, a download), and API routes beside
   * a bare Fastify app on the median of their rounds.
   */
  serverRatio: 0.9,
  startupMs: 1000,
  idleRssPgliteMb: 250,
  idleRssPostgresMb: 120,
  /** Launch day: no buyer sees an error, every step answers within a second for 99 in 100. */
  dropErrors: 0,
  dropP99Ms: 1000,
  /** Each process's memory a minute after the drop, as a multiple of before it. */
  dropMemoryRatio: 1.2,
  /** Each admin list and chart query on 100,000 seeded orders, median of its runs. */
  adminQueryMs: 200,
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
  tbt: Verdict;
  accessibility: Verdict;
  bestPractices: Verdict;
  seo: Verdict;
  jsGzip: Verdict;
  requests: Verdict;
}

/** The score a page must reach on a profile. */
export function scoreGoal(path: string, profile: DeviceProfile): number {
  const goals = PAGE_GOALS[profile];
  if (path === HOME_PATH) return goals.homeScore;
  return isClientRendered(path) ? goals.clientRenderedScore : goals.score;
}

/**
 * Checkout and the demo are drawn by their scripts: their static copy is the empty shell, so
 * paint ratios to it are shown as figures, not judged.
 */
export function isClientRendered(path: string): boolean {
  return (CLIENT_RENDERED as readonly string[]).includes(path);
}

export function pageVerdicts(page: PageSummary, profile: DeviceProfile): PageVerdicts {
  const isHome = page.path === HOME_PATH;
  const goals = PAGE_GOALS[profile];
  const budgets = profile === BUDGET_PROFILE;
  const prerendered = !isClientRendered(page.path);
  const { median } = page;
  const category = (score: number) =>
    budgets && median.indexable ? score >= GOALS.categoryScore : null;
  return {
    score: median.score >= scoreGoal(page.path, profile),
    fcp: prerendered ? page.fcpRatio <= goals.fcpRatio : null,
    lcp: prerendered ? page.lcpRatio <= goals.lcpRatio : null,
    cls: showsNoLayoutShift(page.maxCls),
    tbt: goals.tbtMs === null ? null : median.tbtMs <= goals.tbtMs,
    accessibility: category(median.accessibility),
    bestPractices: category(median.bestPractices),
    seo: category(median.seo),
    jsGzip: budgets && isHome ? median.jsGzipBytes <= GOALS.homeJsGzipBytes : null,
    requests: budgets && isHome ? median.requests <= GOALS.homeRequests : null,
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

/** An API route meets its goal on the median ratio, and only in a run without errors. */
export function apiVerdict(comparison: ApiComparison): boolean {
  return (
    comparison.ratio >= GOALS.serverRatio &&
    comparison.errors.shop === 0 &&
    comparison.errors.bare === 0
  );
}

/** Every API verdict, flat, for the tally; a database whose run stopped is one missed goal. */
export function apiVerdictList(api: ApiFigures): Verdict[] {
  return api.databases.flatMap((database) => {
    if ('notMeasured' in database) return database.unreachable ? [] : [false];
    return database.comparisons.map(apiVerdict);
  });
}

/** How many goals a run met, of how many it could judge. */
export function tally(verdicts: readonly Verdict[]): { met: number; judged: number } {
  const judged = verdicts.filter((verdict) => verdict !== null);
  return { met: judged.filter(Boolean).length, judged: judged.length };
}

export interface DropVerdicts {
  errors: Verdict;
  /** Per step, in DROP_STEPS order; null for a step no buyer reached. */
  p99: Record<DropStep, Verdict>;
  editionsSold: Verdict;
  notOversold: Verdict;
  holdsReleased: Verdict;
  mailPerSale: Verdict;
  memory: Verdict[];
}

export function dropVerdicts(drop: DropFigures): DropVerdicts {
  const p99 = Object.fromEntries(
    DROP_STEPS.map((step) => {
      const figures = drop.steps[step];
      return [step, figures === null ? null : figures.p99Ms < GOALS.dropP99Ms];
    }),
  ) as Record<DropStep, Verdict>;
  return {
    errors: drop.errors <= GOALS.dropErrors,
    p99,
    editionsSold: drop.editionsSold === drop.editions && drop.editionsIssued === drop.editions,
    notOversold: drop.oversold === 0 && drop.remainingSupply === 0,
    holdsReleased: drop.holdsOpen === 0 && drop.heldCount === 0,
    mailPerSale: drop.mailsQueued === drop.editionsSold,
    memory: drop.memory.map(
      (process) => process.afterMb <= process.beforeMb * GOALS.dropMemoryRatio,
    ),
  };
}

/** Every verdict of a drop, flat, for the tally; a drop that stopped is one missed goal. */
export function dropVerdictList(drop: NonNullable<BenchResults['drop']>): Verdict[] {
  if ('notMeasured' in drop) return drop.unreachable ? [] : [false];
  const verdicts = dropVerdicts(drop);
  return [
    verdicts.errors,
    ...Object.values(verdicts.p99),
    verdicts.editionsSold,
    verdicts.notOversold,
    verdicts.holdsReleased,
    verdicts.mailPerSale,
    ...verdicts.memory,
  ];
}
