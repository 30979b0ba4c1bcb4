import lighthouse, { auditFlowArtifacts, type Flags, type Result } from 'lighthouse';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import LHTraceProcessor from 'lighthouse/core/lib/lh-trace-processor.js';
import { launchChromium } from './chromium.ts';
import type { LighthouseFigures } from './results-shape.ts';
import { jsGzipBytes, type LoadedScript } from './script-weight.ts';

interface NetworkRequest extends LoadedScript {
  resourceType?: string;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The slowdown named while gathering. Simulated throttling loads the page at full speed, so the
 * figure only sizes the deadline Lighthouse's `requestIdleCallback` shim hands the page; the
 * shop's idle tasks never read it (src/client/lib/idle-task.ts). Auditing sets the real one.
 */
const GATHER_SLOWDOWN = 4;

/** One page load Lighthouse recorded, kept on disk until it has been audited for every phone. */
export interface GatheredRun {
  url: string;
  /** The folder Lighthouse saved its artifacts to. */
  folder: string;
  /** The CPU index Lighthouse measured in this run's own browser, just before loading the page. */
  benchmarkIndex: number;
}

const settingsFlags = (cpuSlowdownMultiplier: number): Flags => ({
  output: 'json',
  logLevel: 'error',
  onlyCategories: CATEGORIES,
  // Merged into the default mobile throttling: only the CPU figure changes.
  throttling: { cpuSlowdownMultiplier },
});

/**
 * Lighthouse's own check of a load's trace, made when the load is gathered rather than when it is
 * audited: its recording sometimes misses the navigation (NO_NAVSTART) or the first paint, and a
 * load found wrong here is loaded again (page-bench.ts) instead of ending the whole bench.
 */
export function checkRecordedLoad(artifacts: Pick<ReturnType<typeof loadArtifacts>, 'Trace'>) {
  LHTraceProcessor.processNavigation(LHTraceProcessor.processTrace(artifacts.Trace));
}

/**
 * Loads `url` once with Lighthouse's mobile settings (simulated Slow 4G) in a browser of its own
 * and saves what it recorded to `folder`, unaudited: the slowdown is chosen afterwards, from the
 * CPU index Lighthouse measured in the runs themselves (page-bench.ts).
 */
export async function gatherLighthouse(url: string, folder: string): Promise<GatheredRun> {
  const chromium = await launchChromium();
  try {
    await lighthouse(url, {
      ...settingsFlags(GATHER_SLOWDOWN),
      port: chromium.port,
      gatherMode: folder,
    });
  } finally {
    await chromium.close();
  }
  const artifacts = loadArtifacts(folder);
  checkRecordedLoad(artifacts);
  const index = artifacts.BenchmarkIndex;
  if (!Number.isFinite(index) || index <= 0) {
    throw new Error(`Lighthouse measured no CPU index while loading ${url}`);
  }
  return { url, folder, benchmarkIndex: index };
}

function categoryScore(lhr: Result, id: string): number {
  const score = lhr.categories[id]?.score;
  if (typeof score !== 'number')
    throw new Error(`Lighthouse gave no ${id} score for ${lhr.finalDisplayedUrl}`);
  return Math.round(score * 100);
}

function metric(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number')
    throw new Error(`Lighthouse measured no ${id} for ${lhr.finalDisplayedUrl}`);
  return value;
}

function networkRequests(lhr: Result): NetworkRequest[] {
  const details = lhr.audits['network-requests']?.details;
  const items = details && 'items' in details ? (details.items as NetworkRequest[]) : [];
  return items.filter((item) => /^https?:/.test(item.url));
}

/**
 * Lighthouse's audits of a gathered run with the simulated CPU slowed `cpuSlowdownMultiplier`
 * times. The simulation multiplies the main-thread time the load took, so one load can stand for
 * every phone. Lighthouse refuses artifacts gathered under other settings; the slowdown is the
 * one setting changed, and gathering did not use it (see GATHER_SLOWDOWN).
 */
export async function auditLighthouse(
  run: GatheredRun,
  clientDir: string,
  cpuSlowdownMultiplier: number,
): Promise<LighthouseFigures> {
  const artifacts = loadArtifacts(run.folder);
  artifacts.settings = {
    ...artifacts.settings,
    throttling: { ...artifacts.settings.throttling, cpuSlowdownMultiplier },
  };
  const flow = await auditFlowArtifacts({
    name: run.url,
    gatherSteps: [{ artifacts, flags: settingsFlags(cpuSlowdownMultiplier) }],
  });
  const lhr = flow.steps[0]?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${run.url}`);
  if (lhr.runtimeError) {
    throw new Error(`Lighthouse failed on ${run.url}: ${lhr.runtimeError.message}`);
  }
  const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  if (applied !== cpuSlowdownMultiplier) {
    throw new Error(
      `Lighthouse slowed the CPU ${applied}×, not the ${cpuSlowdownMultiplier}× asked`,
    );
  }

  const requests = networkRequests(lhr);
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    score: categoryScore(lhr, 'performance'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    accessibility: categoryScore(lhr, 'accessibility'),
    bestPractices: categoryScore(lhr, 'best-practices'),
    seo: categoryScore(lhr, 'seo'),
    indexable: lhr.audits['is-crawlable']?.score === 1,
    jsTransferBytes: scripts.reduce((sum, script) => sum + script.transferSize, 0),
    jsGzipBytes: await jsGzipBytes(scripts, { clientDir, origin: new URL(run.url).origin }),
    requests: requests.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdownMultiplier: applied,
  };
}
