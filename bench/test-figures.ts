import type {
  ApiComparison,
  ApiFigures,
  DropFigures,
  LighthouseFigures,
  PageSummary,
  ServerFigures,
} from './results-shape.ts';

/** Figures for the bench's own unit tests: a page that meets every goal, to change one at a time. */
export function figures(overrides: Partial<LighthouseFigures> = {}): LighthouseFigures {
  return {
    score: 100,
    fcpMs: 800,
    lcpMs: 1200,
    cls: 0,
    tbtMs: 0,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    indexable: true,
    jsTransferBytes: 90_000,
    jsGzipBytes: 110_000,
    requests: 10,
    benchmarkIndex: 1056,
    cpuSlowdownMultiplier: 4,
    ...overrides,
  };
}

export function pageSummary(
  path: string,
  overrides: Partial<LighthouseFigures> = {},
  rest: Partial<Omit<PageSummary, 'path' | 'median'>> = {},
): PageSummary {
  return {
    path,
    median: figures(overrides),
    maxCls: overrides.cls ?? 0,
    staticMedian: { fcpMs: 800, lcpMs: 1200 },
    fcpRatio: 1,
    lcpRatio: 1,
    ...rest,
  };
}

export function serverFigures(overrides: Partial<ServerFigures> = {}): ServerFigures {
  return {
    load: {
      connections: 50,
      seconds: 10,
      rounds: 2,
      downloads: 27,
      downloadConnections: 3,
      downloadTurns: 3,
    },
    home: { shop: 9_500, bare: 10_000, ratio: 0.95, unit: 'req/s', client: 'node:http' },
    homeBesideLean: {
      shop: 9_500,
      bare: 12_000,
      ratio: 9.5 / 12,
      unit: 'req/s',
      client: 'node:http',
    },
    healthz: { shop: 19_000, bare: 20_000, ratio: 0.95, unit: 'req/s', client: 'autocannon' },
    download: {
      shop: 440,
      bare: 450,
      ratio: 440 / 450,
      unit: 'MB/s',
      client: 'node:http',
      fileBytes: 33_554_880,
    },
    startupMs: 800,
    idleRssPgliteMb: 200,
    idleRssPostgresMb: 100,
    api: apiFigures(),
    ...overrides,
  };
}

/** An API route as fast through the shop as beside it, without errors. */
export function apiComparison(overrides: Partial<ApiComparison> = {}): ApiComparison {
  const shopRounds = [1_700, 1_900, 2_000, 1_850, 1_950];
  const bareRounds = [1_800, 2_000, 2_100, 1_950, 2_050];
  return {
    route: 'orderView',
    shop: { median: 1_900, min: 1_700, max: 2_000, rounds: shopRounds },
    bare: { median: 2_000, min: 1_800, max: 2_100, rounds: bareRounds },
    // 0.944, 0.95, 0.952, 0.949, 0.951
    roundRatios: shopRounds.map((rate, round) => rate / bareRounds[round]!),
    shopFirst: 0.95,
    bareFirst: 0.95,
    ratio: 0.95,
    errors: { shop: 0, bare: 0 },
    firstErrors: [],
    ...overrides,
  };
}

export function apiFigures(overrides: Partial<ApiFigures> = {}): ApiFigures {
  const routes = (['orderView', 'artList', 'contact'] as const).map((route) =>
    apiComparison({ route }),
  );
  return {
    connections: 50,
    seconds: 10,
    warmUpSeconds: 1,
    rounds: 5,
    databases: [
      { database: 'PGlite', comparisons: routes },
      { database: 'PostgreSQL', comparisons: routes },
    ],
    ...overrides,
  };
}

/** A drop that met every goal: 100 of 1,000 buyers bought, memory back where it started. */
export function dropFigures(overrides: Partial<DropFigures> = {}): DropFigures {
  const step = { requests: 1000, p50Ms: 20, p95Ms: 80, p99Ms: 300, errors: 0 };
  return {
    buyers: 1000,
    editions: 100,
    arrivalSeconds: 60,
    processes: 3,
    walkedSeconds: 62,
    steps: {
      status: step,
      intent: { ...step, requests: 180 },
      payment: { ...step, requests: 100 },
      'thank-you': { ...step, requests: 140 },
      download: { ...step, requests: 100 },
    },
    outcomes: {
      bought: 100,
      'sold out at status': 820,
      'sold out at checkout': 80,
      failed: 0,
    },
    errors: 0,
    firstErrors: [],
    editionsSold: 100,
    editionsIssued: 100,
    remainingSupply: 0,
    heldCount: 0,
    holdsOpen: 0,
    oversold: 0,
    mailsQueued: 100,
    memory: [{ process: 'p1', beforeMb: 200, peakMb: 310, afterMb: 220 }],
    ...overrides,
  };
}
