/**
 * What one bench run measures, as written to `bench/results/latest.json` and rendered into
 * `latest.md`. Times are milliseconds, sizes bytes, unless a name says otherwise.
 */

/** One Lighthouse run of one URL. */
export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  /**
   * Total blocking time: main-thread work past 50 ms per task between first paint and
   * interactive, mostly hydration. No goal of its own; it is what keeps a fast-painting page's
   * score below 100.
   */
  tbtMs: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** False when the page asks not to be indexed (Lighthouse's `is-crawlable` audit). */
  indexable: boolean;
  /** Bytes of JavaScript that crossed the network, as Lighthouse recorded them. */
  jsTransferBytes: number;
  /** The same scripts gzipped (level 9) from the build: the unit of the home page's budget. */
  jsGzipBytes: number;
  /** HTTP(S) requests of the page load (data: and blob: URLs are not requests). */
  requests: number;
  /**
   * Lighthouse's measure of the host CPU at this run. Its 4× slowdown turns a fast desktop
   * (about 1500 to 2000) into a mid-range phone; on a slower or busier host the same page shows
   * more blocking time, so TBT and the score are read beside this figure.
   */
  benchmarkIndex: number;
}

/** A page's runs and, beside each, the static copy's run made just before it. */
export interface PageRuns {
  path: string;
  runs: LighthouseFigures[];
  staticRuns: LighthouseFigures[];
}

/** Medians over a page's runs, with the worst layout shift, and the ratios to the static copy. */
export interface PageSummary {
  path: string;
  median: LighthouseFigures;
  maxCls: number;
  staticMedian: Pick<LighthouseFigures, 'fcpMs' | 'lcpMs'>;
  fcpRatio: number;
  lcpRatio: number;
}

/** Requests (or bytes) per second of the shop beside a bare `node:http` server. */
export interface RateComparison {
  shop: number;
  bare: number;
  ratio: number;
  unit: 'req/s' | 'MB/s';
  /** The load client: whichever outruns the bare server for this kind of answer. */
  client: 'autocannon' | 'node:http';
}

export interface ServerFigures {
  /** How the load was made: autocannon connections and seconds per round, downloads made. */
  load: {
    connections: number;
    seconds: number;
    rounds: number;
    downloads: number;
    downloadConnections: number;
    /** Shop and bare server take turns this many times after an uncounted warm-up turn. */
    downloadTurns: number;
  };
  /** Beside a bare server sending the shop's own headers and body: the work per request. */
  home: RateComparison;
  /** Beside a bare server sending the body with only the headers a browser needs: a figure. */
  homeBesideLean: RateComparison;
  healthz: RateComparison;
  download: RateComparison & { fileBytes: number };
  /** From spawning `npm run serve`'s command to the first 200 of `/readyz`, median of restarts. */
  startupMs: number;
  idleRssPgliteMb: number;
  /** Absent when no PostgreSQL server could be reached. */
  idleRssPostgresMb: number | null;
}

export interface BenchResults {
  startedAt: string;
  commit: string;
  machine: { cpus: number; loadAverageAtStart: number[]; loadAverageAtEnd: number[] };
  versions: { node: string; lighthouse: string; chromium: string };
  runsPerPage: number;
  staticCopy: LighthouseFigures | null;
  pages: (PageSummary & { runs: LighthouseFigures[]; staticRuns: LighthouseFigures[] })[];
  server: ServerFigures | null;
}
