import lighthouse, { type Result } from 'lighthouse';
import { launchChromium } from './chromium.ts';
import type { LighthouseFigures } from './results-shape.ts';
import { jsGzipBytes, type LoadedScript } from './script-weight.ts';

interface NetworkRequest extends LoadedScript {
  resourceType?: string;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

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
 * One Lighthouse run with its mobile settings (simulated Slow 4G) in a browser of its own, the
 * simulated CPU slowed down by `cpuSlowdownMultiplier` (calibrated to a phone: device-profiles.ts).
 */
export async function runLighthouse(
  url: string,
  clientDir: string,
  cpuSlowdownMultiplier: number,
): Promise<LighthouseFigures> {
  const chromium = await launchChromium();
  let lhr: Result | undefined;
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // Merged into the default mobile throttling: only the CPU figure changes.
      throttling: { cpuSlowdownMultiplier },
    });
    lhr = result?.lhr;
  } finally {
    await chromium.close();
  }
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
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
    jsGzipBytes: await jsGzipBytes(scripts, { clientDir, origin: new URL(url).origin }),
    requests: requests.length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdownMultiplier: applied,
  };
}
