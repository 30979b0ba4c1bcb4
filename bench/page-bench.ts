import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { summarizePage } from './aggregate.ts';
import { startBareServer } from './bare-server-process.ts';
import { measureHostIndex } from './cpu-calibration.ts';
import { DEVICE_PROFILES, type DeviceProfile, slowdownFor } from './device-profiles.ts';
import { runLighthouse } from './lighthouse-run.ts';
import type { Calibration, LighthouseFigures, PageRuns, ProfileResults } from './results-shape.ts';
import { startShop } from './shop-server.ts';
import { writeStaticCopies } from './static-copy.ts';

export interface PageBenchSettings {
  pages: string[];
  profiles: DeviceProfile[];
  runs: number;
  clientDir: string;
  nextPort: () => Promise<number>;
}

const ATTEMPTS = 3;

/**
 * A run again when Lighthouse gives up (on a loaded machine it sometimes sees no paint in time):
 * one lost run should not throw away an hour of others.
 */
async function measure(
  url: string,
  clientDir: string,
  slowdown: number,
): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, clientDir, slowdown);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.warn(`${url}: ${(error as Error).message}; trying again`);
    }
  }
}

const describe = (figures: LighthouseFigures) =>
  `score ${figures.score}, FCP ${Math.round(figures.fcpMs)} ms, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, CPU index ${Math.round(figures.benchmarkIndex)}`;

/** Each page as the shop serves it, for its script-free copy. */
async function servedPages(origin: string, pages: readonly string[]) {
  return Promise.all(
    pages.map(async (page) => {
      const response = await fetch(`${origin}${page}`);
      if (!response.ok) throw new Error(`The shop answered ${page} with ${response.status}`);
      return { path: page, html: await response.text() };
    }),
  );
}

/**
 * Lighthouse on each page and each emulated phone, each run right after a run of the page's own
 * static copy: the page and its yardstick see the same machine load, so their ratio means
 * something on a busy machine. Each round first measures the host's CPU index, so the slowdown
 * follows the host as it gets busier or quieter. Rounds go round the pages and phones (run 1 of
 * every page, then run 2…) so a quiet or busy spell spreads over all.
 */
export async function benchPages(settings: PageBenchSettings): Promise<ProfileResults[]> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'cryptomaton-bench-pages-'));
  const cleanups: (() => Promise<void>)[] = [() => rm(work, { recursive: true, force: true })];
  try {
    const shop = await startShop({
      port: await settings.nextPort(),
      dataDir: path.join(work, 'data'),
    });
    cleanups.unshift(shop.stop);
    const copyDir = path.join(work, 'static-copy');
    await writeStaticCopies(
      settings.clientDir,
      copyDir,
      await servedPages(shop.origin, settings.pages),
    );
    const copy = await startBareServer(await settings.nextPort(), copyDir);
    cleanups.unshift(copy.stop);

    const results: { profile: DeviceProfile; calibrations: Calibration[]; pages: PageRuns[] }[] =
      settings.profiles.map((profile) => ({
        profile,
        calibrations: [],
        pages: settings.pages.map((page) => ({ path: page, runs: [], staticRuns: [] })),
      }));
    for (let run = 1; run <= settings.runs; run += 1) {
      const host = await measureHostIndex();
      for (const profile of results) {
        const slowdown = slowdownFor(host.median, profile.profile);
        profile.calibrations.push({
          hostIndex: host.median,
          hostIndexRuns: host.runs,
          cpuSlowdownMultiplier: slowdown,
        });
        const phone = DEVICE_PROFILES[profile.profile].label;
        for (const page of profile.pages) {
          const staticRun = await measure(
            `${copy.origin}${page.path}`,
            settings.clientDir,
            slowdown,
          );
          const pageRun = await measure(`${shop.origin}${page.path}`, settings.clientDir, slowdown);
          page.staticRuns.push(staticRun);
          page.runs.push(pageRun);
          console.log(
            `run ${run}/${settings.runs} ${phone} (${slowdown}×) ${page.path}: ${describe(pageRun)} (static copy: ${describe(staticRun)})`,
          );
        }
      }
    }
    return results.map((profile) => ({
      ...profile,
      pages: profile.pages.map((page) => ({ ...summarizePage(page), ...page })),
    }));
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}
