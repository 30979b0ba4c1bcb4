import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { summarizePage } from './aggregate.ts';
import { startBareServer } from './bare-server-process.ts';
import { DEVICE_PROFILES, type DeviceProfile, slowdownFor } from './device-profiles.ts';
import { auditLighthouse, type GatheredRun, gatherLighthouse } from './lighthouse-run.ts';
import type { Calibration, LighthouseFigures, PageRuns, ProfileResults } from './results-shape.ts';
import { median } from './stats.ts';
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
 * A load again when Lighthouse gives up (on a loaded machine it sometimes sees no paint in time)
 * or its recording of the load is unusable (`checkRecordedLoad`): one lost run should not throw
 * away an hour of others.
 */
async function gather(url: string, folder: string): Promise<GatheredRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await gatherLighthouse(url, folder);
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
      console.warn(`${url}: ${(error as Error).message}; trying again`);
    }
  }
}

/** Each page's static copy, then the page itself, loaded once; saved under `folder`. */
async function gatherRound(
  pages: readonly string[],
  origins: { copy: string; shop: string },
  folder: string,
): Promise<{ staticLoad: GatheredRun; pageLoad: GatheredRun }[]> {
  const loads: { staticLoad: GatheredRun; pageLoad: GatheredRun }[] = [];
  for (const [index, page] of pages.entries()) {
    const staticLoad = await gather(`${origins.copy}${page}`, path.join(folder, `${index}-copy`));
    const pageLoad = await gather(`${origins.shop}${page}`, path.join(folder, `${index}-page`));
    loads.push({ staticLoad, pageLoad });
  }
  return loads;
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
 * Lighthouse on each page and each emulated phone, each load right after a load of the page's own
 * static copy: the page and its yardstick see the same machine load, so their ratio means
 * something on a busy machine. A round loads every page and copy once, then takes the median of
 * the CPU indexes Lighthouse measured in those loads as the host's index for the round and audits
 * each load once per phone, slowed by host index ÷ phone index. So the slowdown follows the host
 * as it gets busier or quieter, from the very figure Lighthouse and its throttling guide use.
 * Rounds go round the pages (run 1 of every page, then run 2…) so a busy spell spreads over all.
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
      const roundDir = path.join(work, `round-${run}`);
      const loads = await gatherRound(
        settings.pages,
        { copy: copy.origin, shop: shop.origin },
        roundDir,
      );
      const indexes = loads.flatMap((load) => [
        load.staticLoad.benchmarkIndex,
        load.pageLoad.benchmarkIndex,
      ]);
      const hostIndex = median(indexes);
      for (const profile of results) {
        const slowdown = slowdownFor(hostIndex, profile.profile);
        profile.calibrations.push({
          hostIndex,
          hostIndexRuns: indexes,
          cpuSlowdownMultiplier: slowdown,
        });
        const phone = DEVICE_PROFILES[profile.profile].label;
        for (const [index, page] of profile.pages.entries()) {
          const load = loads[index]!;
          const staticRun = await auditLighthouse(load.staticLoad, settings.clientDir, slowdown);
          const pageRun = await auditLighthouse(load.pageLoad, settings.clientDir, slowdown);
          page.staticRuns.push(staticRun);
          page.runs.push(pageRun);
          console.log(
            `run ${run}/${settings.runs} ${phone} (${slowdown}×) ${page.path}: ${describe(pageRun)} (static copy: ${describe(staticRun)})`,
          );
        }
      }
      await rm(roundDir, { recursive: true, force: true });
    }
    return results.map((profile) => ({
      ...profile,
      pages: profile.pages.map((page) => ({ ...summarizePage(page), ...page })),
    }));
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}
