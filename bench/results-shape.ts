/**
 * What one bench run measures, as written to `bench/results/latest.json` and rendered into
 * `latest.md`. Times are milliseconds, sizes bytes, unless a name says otherwise.
 */
import type { DeviceProfile } from './device-profiles.ts';
import type { DropWalkFigures } from './drop-figures.ts';

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
   * Lighthouse's measure of the host CPU at the start of this run, unthrottled. Divided by the
   * slowdown below it gives the phone the run emulated (device-profiles.ts).
   */
  benchmarkIndex: number;
  /** The CPU slowdown Lighthouse simulated: the host's calibrated index over the phone's. */
  cpuSlowdownMultiplier: number;
}

/** A page's runs and, beside each, the run of its static copy made just before it. */
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

/** The API routes benched through the shop and beside a bare Fastify app (bench/api-calls.ts). */
export type ApiRoute = 'orderView' | 'artList' | 'contact';

/** One side's requests per second over its rounds. */
export interface RateSpread {
  median: number;
  min: number;
  max: number;
  rounds: number[];
}

/** An API route through the shop beside a plain Fastify app doing the same on the same database. */
export interface ApiComparison {
  route: ApiRoute;
  shop: RateSpread;
  bare: RateSpread;
  /**
   * Each round's shop rate over the same round's bare rate (the two ran back to back, so what
   * the host was doing then weighs on both), in the order the rounds ran.
   */
  roundRatios: number[];
  /** The median ratio of the rounds where the shop went first, and where the bare app did. */
  shopFirst: number;
  bareFirst: number;
  /** Their geometric mean, which cancels the order's own effect: the goal is held on it. */
  ratio: number;
  /** Answers other than the route's success (or none), warm-ups included, and differing answers. */
  errors: { shop: number; bare: number };
  firstErrors: string[];
}

export type ApiDatabaseFigures =
  | { database: 'PGlite' | 'PostgreSQL'; comparisons: ApiComparison[] }
  /** `unreachable`: no PostgreSQL server answered (not judged); otherwise the run stopped. */
  | { database: 'PGlite' | 'PostgreSQL'; notMeasured: string; unreachable: boolean };

export interface ApiFigures {
  connections: number;
  /** Seconds of load per route, side and round, after an uncounted warm-up. */
  seconds: number;
  warmUpSeconds: number;
  rounds: number;
  databases: ApiDatabaseFigures[];
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
  /** Routes through Fastify, zod and the database; null when skipped (`--skip-api`). */
  api: ApiFigures | null;
}

/** The host's CPU index in a round of runs, and the slowdown that round was audited with. */
export interface Calibration {
  /** The median of the indexes below. */
  hostIndex: number;
  /** The CPU index Lighthouse measured in each load of the round (pages and static copies). */
  hostIndexRuns: number[];
  cpuSlowdownMultiplier: number;
}

/** Every page measured on one emulated phone. */
export interface ProfileResults {
  profile: DeviceProfile;
  calibrations: Calibration[];
  pages: (PageSummary & { runs: LighthouseFigures[]; staticRuns: LighthouseFigures[] })[];
}

/** One shop process's resident memory around the drop, in MB. */
export interface ProcessMemory {
  process: string;
  /** Just before the first buyer. */
  beforeMb: number;
  /** The highest reading, once a second, while buyers walked. */
  peakMb: number;
  /** A minute after the last buyer finished. */
  afterMb: number;
}

/** Launch day: many buyers for a piece of few editions, on three processes (bench/art-drop.ts). */
export interface DropFigures extends DropWalkFigures {
  buyers: number;
  editions: number;
  arrivalSeconds: number;
  processes: number;
  /** From the first arrival to the last buyer's last answer. */
  walkedSeconds: number;
  /** The shop's own records afterwards. */
  editionsSold: number;
  editionsIssued: number;
  remainingSupply: number;
  heldCount: number;
  /** Orders still holding an edition (every hold ends: taken or released). */
  holdsOpen: number;
  oversold: number;
  /** Delivery mails in the outbox: one per sale. */
  mailsQueued: number;
  memory: ProcessMemory[];
}

/** The admin's list and chart queries on seeded orders (bench/admin-queries.ts). */
export interface AdminQueryFigures {
  /** Orders seeded in each database. */
  orders: number;
  /** Timed runs per query (after a warm-up); the figure is their median. */
  runs: number;
  databases: (
    | { database: 'PGlite' | 'PostgreSQL'; queries: { query: string; medianMs: number }[] }
    /** No PostgreSQL server answered: not judged. */
    | { database: 'PGlite' | 'PostgreSQL'; notMeasured: string }
  )[];
}

export interface BenchResults {
  startedAt: string;
  commit: string;
  machine: {
    cpus: number;
    loadAverageAtStart: number[];
    loadAverageAtEnd: number[];
    /**
     * Micro-seconds to give a fresh process one new 4 KiB page, at the start and the end
     * (page-faults.ts); absent in results from before it was measured.
     */
    pageFaultMicros?: { atStart: number; atEnd: number };
  };
  versions: { node: string; lighthouse: string; chromium: string };
  runsPerPage: number;
  profiles: ProfileResults[];
  server: ServerFigures | null;
  /**
   * `null` when skipped. `notMeasured` says why there are no figures: PostgreSQL or Redis could
   * not be reached (`unreachable`: not judged), or the drop stopped (judged as missed).
   */
  drop: DropFigures | { notMeasured: string; unreachable: boolean } | null;
  /** `null` when skipped (`--skip-admin-queries`); absent in results from before it existed. */
  adminQueries?: AdminQueryFigures | null;
}
