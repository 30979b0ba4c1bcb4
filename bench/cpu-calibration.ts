import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.ts';
import { median } from './stats.ts';

/** Runs of Lighthouse's benchmark (about a second each) after one that warms V8 up. */
const RUNS = 5;

export interface HostIndex {
  /** The median of the runs: what the slowdown is computed from. */
  median: number;
  runs: number[];
}

/**
 * The host's CPU index as Lighthouse measures it at the start of each of its runs: its own
 * `computeBenchmarkIndex`, run in a fresh page of the same browser, unthrottled.
 */
export async function measureHostIndex(): Promise<HostIndex> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const benchmark = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    await page.evaluate(benchmark);
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(Number(await page.evaluate(benchmark)));
    if (runs.some((value) => !Number.isFinite(value) || value <= 0)) {
      throw new Error(`Lighthouse's CPU benchmark gave ${runs.join(', ')}`);
    }
    return { median: median(runs), runs };
  } finally {
    await browser.close();
  }
}
