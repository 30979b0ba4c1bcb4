import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { medianFigures, summarizePage } from './aggregate.ts';
import { startBareServer } from './bare-server-process.ts';
import { runLighthouse } from './lighthouse-run.ts';
import type { BenchResults, LighthouseFigures, PageRuns } from './results-shape.ts';
import { startShop } from './shop-server.ts';
import { writeStaticCopy } from './static-copy.ts';

export interface PageBenchSettings {
  pages: string[];
  runs: number;
  clientDir: string;
  nextPort: () => Promise<number>;
}

const ATTEMPTS = 3;

/**
 * A run again when Lighthouse gives up (on a loaded machine it sometimes sees no paint in time):
 * one lost run should not throw away an hour of others.
 */
async function measure(url: string, clientDir: string): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, clientDir);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.warn(`${url}: ${(error as Error).message}; trying again`);
    }
  }
}

const describe = (figures: LighthouseFigures) =>
  `score ${figures.score}, FCP ${Math.round(figures.fcpMs)} ms, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, CPU index ${Math.round(figures.benchmarkIndex)}`;

/**
 * Lighthouse on each page, each run right after a run of the static copy: the page and its
 * yardstick see the same machine load, so their ratio means something on a busy machine. Runs
 * go round the pages (run 1 of every page, then run 2…) so a quiet or busy spell spreads over all.
 */
export async function benchPages(
  settings: PageBenchSettings,
): Promise<Pick<BenchResults, 'staticCopy' | 'pages'>> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'cryptomaton-bench-pages-'));
  const cleanups: (() => Promise<void>)[] = [() => rm(work, { recursive: true, force: true })];
  try {
    const shop = await startShop({
      port: await settings.nextPort(),
      dataDir: path.join(work, 'data'),
    });
    cleanups.unshift(shop.stop);
    const copyDir = path.join(work, 'static-copy');
    await writeStaticCopy(settings.clientDir, copyDir);
    const copy = await startBareServer(await settings.nextPort(), copyDir);
    cleanups.unshift(copy.stop);

    const measured: PageRuns[] = settings.pages.map((page) => ({
      path: page,
      runs: [],
      staticRuns: [],
    }));
    for (let run = 1; run <= settings.runs; run += 1) {
      for (const page of measured) {
        const staticRun = await measure(`${copy.origin}/`, settings.clientDir);
        const pageRun = await measure(`${shop.origin}${page.path}`, settings.clientDir);
        page.staticRuns.push(staticRun);
        page.runs.push(pageRun);
        console.log(
          `run ${run}/${settings.runs} ${page.path}: ${describe(pageRun)} (static copy: ${describe(staticRun)})`,
        );
      }
    }
    return {
      staticCopy: medianFigures(measured.flatMap((page) => page.staticRuns)),
      pages: measured.map((page) => ({ ...summarizePage(page), ...page })),
    };
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}
