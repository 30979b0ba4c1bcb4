import type { LighthouseFigures, PageRuns, PageSummary } from './results-shape.ts';
import { max, median } from './stats.ts';

/**
 * Field by field medians: one slow run (another process took the CPU) moves a median little,
 * where it would drag a mean. A page counts as indexable only if every run found it so.
 */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (field: Exclude<keyof LighthouseFigures, 'indexable'>) =>
    median(runs.map((run) => run[field]));
  return {
    score: of('score'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    cls: of('cls'),
    tbtMs: of('tbtMs'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    indexable: runs.every((run) => run.indexable),
    jsTransferBytes: of('jsTransferBytes'),
    jsGzipBytes: of('jsGzipBytes'),
    requests: of('requests'),
    benchmarkIndex: of('benchmarkIndex'),
    cpuSlowdownMultiplier: of('cpuSlowdownMultiplier'),
  };
}

/**
 * A page against the static copy measured beside it: the ratios compare medians taken over the
 * same stretch of time, so a machine that slows down slows both sides.
 */
export function summarizePage({ path, runs, staticRuns }: PageRuns): PageSummary {
  const page = medianFigures(runs);
  const staticMedian = {
    fcpMs: median(staticRuns.map((run) => run.fcpMs)),
    lcpMs: median(staticRuns.map((run) => run.lcpMs)),
  };
  return {
    path,
    median: page,
    maxCls: max(runs.map((run) => run.cls)),
    staticMedian,
    fcpRatio: page.fcpMs / staticMedian.fcpMs,
    lcpRatio: page.lcpMs / staticMedian.lcpMs,
  };
}
