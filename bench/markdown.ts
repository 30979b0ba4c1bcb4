import {
  GOALS,
  type PageVerdicts,
  pageVerdicts,
  serverVerdicts,
  showsNoLayoutShift,
  tally,
  type Verdict,
} from './goals.ts';
import type {
  BenchResults,
  LighthouseFigures,
  RateComparison,
  ServerFigures,
} from './results-shape.ts';
import { median } from './stats.ts';

type PageResult = BenchResults['pages'][number];

const mark = (verdict: Verdict) => (verdict === null ? '' : verdict ? ' ✓' : ' ✗');
const ms = (value: number) => `${Math.round(value)} ms`;
const times = (ratio: number) => `${ratio.toFixed(2)}×`;
const kib = (bytes: number) => (bytes / 1024).toFixed(0);
const cls = (value: number) => String(Number(value.toFixed(3)));
const number = (value: number) => Math.round(value).toLocaleString('en-US');
const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

const PAGE_HEADER = [
  'Page',
  'Score',
  'FCP',
  'LCP',
  'CLS',
  'TBT',
  'A11y',
  'BP',
  'SEO',
  'JS (KiB)',
  'Requests',
];

const PAGE_GOALS = [
  '_goal_',
  `≥ ${GOALS.score}, home ${GOALS.homeScore}`,
  `≤ ${GOALS.fcpRatio}×`,
  `≤ ${GOALS.lcpRatio}×`,
  '0 in every run',
  'figure',
  `${GOALS.categoryScore}`,
  `${GOALS.categoryScore}`,
  `${GOALS.categoryScore}`,
  `home ≤ ${GOALS.homeJsGzipBytes / 1000} KB gzip`,
  `home ≤ ${GOALS.homeRequests}`,
];

function staticRow(copy: LighthouseFigures): string {
  return row([
    'static copy',
    String(copy.score),
    ms(copy.fcpMs),
    ms(copy.lcpMs),
    cls(copy.cls),
    ms(copy.tbtMs),
    String(copy.accessibility),
    String(copy.bestPractices),
    String(copy.seo),
    kib(copy.jsTransferBytes),
    String(copy.requests),
  ]);
}

/** "0", or the worst shift and how many runs shifted, as the issue reports it. */
function shiftCell(page: PageResult): string {
  const shifted = page.runs.filter((run) => !showsNoLayoutShift(run.cls)).length;
  if (shifted === 0) return cls(page.maxCls);
  return `${cls(page.maxCls)} in ${shifted} of ${page.runs.length} runs`;
}

function pageRow(page: PageResult, verdicts: PageVerdicts): string {
  const { median } = page;
  const category = (score: number, verdict: Verdict) =>
    median.indexable ? `${score}${mark(verdict)}` : `${score} (noindex)`;
  const js =
    verdicts.jsGzip === null
      ? kib(median.jsTransferBytes)
      : `${kib(median.jsTransferBytes)} (${(median.jsGzipBytes / 1000).toFixed(0)} KB gzip)`;
  return row([
    page.path,
    `${median.score}${mark(verdicts.score)}`,
    `${ms(median.fcpMs)} (${times(page.fcpRatio)})${mark(verdicts.fcp)}`,
    `${ms(median.lcpMs)} (${times(page.lcpRatio)})${mark(verdicts.lcp)}`,
    `${shiftCell(page)}${mark(verdicts.cls)}`,
    ms(median.tbtMs),
    category(median.accessibility, verdicts.accessibility),
    category(median.bestPractices, verdicts.bestPractices),
    category(median.seo, verdicts.seo),
    `${js}${mark(verdicts.jsGzip)}`,
    `${median.requests}${mark(verdicts.requests)}`,
  ]);
}

const rate = (value: number, unit: RateComparison['unit']) =>
  unit === 'MB/s' ? `${value.toFixed(0)} MB/s` : `${number(value)} req/s`;

function serverRows(server: ServerFigures): string[] {
  const verdicts = serverVerdicts(server);
  const compared = (label: string, figures: RateComparison, verdict: Verdict, bare = '') =>
    row([
      `${label} (${figures.client})`,
      rate(figures.shop, figures.unit),
      `${rate(figures.bare, figures.unit)}${bare}`,
      times(figures.ratio),
      `≥ ${GOALS.serverRatio}×`,
      mark(verdict).trim(),
    ]);
  const absolute = (label: string, value: string, goal: string, verdict: Verdict) =>
    row([label, value, '', '', goal, mark(verdict).trim()]);
  const { load } = server;
  const mib = (server.download.fileBytes / 1024 / 1024).toFixed(0);
  return [
    row(['Measure', 'Shop', 'Bare `node:http`', 'Ratio', 'Goal', '']),
    row(['---', '---', '---', '---', '---', '---']),
    compared('`GET /`', server.home, verdicts.home),
    row([
      `\`GET /\` beside lean headers (${server.homeBesideLean.client})`,
      rate(server.homeBesideLean.shop, server.homeBesideLean.unit),
      rate(server.homeBesideLean.bare, server.homeBesideLean.unit),
      times(server.homeBesideLean.ratio),
      'figure',
      '',
    ]),
    compared('`GET /healthz`', server.healthz, verdicts.healthz),
    compared(
      `${mib} MiB download ×${load.downloads}, ${load.downloadConnections} at once, ${load.downloadTurns} turns after a warm-up`,
      server.download,
      verdicts.download,
      ' (`createReadStream`)',
    ),
    absolute(
      'Start-up to `/readyz`, existing build',
      `${(server.startupMs / 1000).toFixed(2)} s`,
      `≤ ${GOALS.startupMs / 1000} s`,
      verdicts.startup,
    ),
    absolute(
      'Idle RSS, PGlite',
      `${server.idleRssPgliteMb.toFixed(0)} MB`,
      `≤ ${GOALS.idleRssPgliteMb} MB`,
      verdicts.idleRssPglite,
    ),
    absolute(
      'Idle RSS, PostgreSQL',
      server.idleRssPostgresMb === null
        ? 'not measured (no server)'
        : `${server.idleRssPostgresMb.toFixed(0)} MB`,
      `≤ ${GOALS.idleRssPostgresMb} MB`,
      verdicts.idleRssPostgres,
    ),
  ];
}

function allVerdicts(results: BenchResults): Verdict[] {
  return [
    ...results.pages.flatMap((page) => Object.values(pageVerdicts(page))),
    ...(results.server ? Object.values(serverVerdicts(results.server)) : []),
  ];
}

/**
 * Lighthouse's own measure of the host CPU over every run. Its 4× slowdown is meant for a fast
 * desktop; on a slower host every page blocks longer, the static copy (no script) much less.
 */
function cpuSentence(results: BenchResults): string {
  const indexes = results.pages.flatMap((page) =>
    [...page.runs, ...page.staticRuns].map((run) => run.benchmarkIndex),
  );
  if (indexes.length === 0) return '';
  const round = (value: number) => Math.round(value).toLocaleString('en-US');
  return `Lighthouse's CPU index of this machine: median ${round(median(indexes))}, ${round(Math.min(...indexes))} to ${round(Math.max(...indexes))} across the runs. The 4× slowdown stands for a mid-range phone on a host of about 1,500 to 2,000; below that, blocking time and scores come out worse than a phone would see.`;
}

/** The report a person reads: the performance table with every figure beside its goal. */
export function renderMarkdown(results: BenchResults): string {
  const { met, judged } = tally(allVerdicts(results));
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');
  const lines = [
    '# Bench results',
    '',
    `${results.startedAt}, commit \`${results.commit}\`. Node ${results.versions.node}, Lighthouse ${results.versions.lighthouse}, ${results.versions.chromium}; ${results.machine.cpus} CPUs, load average (1 / 5 / 15 min) ${load(results.machine.loadAverageAtStart)} at the start, ${load(results.machine.loadAverageAtEnd)} at the end.`,
    '',
    `**Goals met: ${met} of ${judged}.** How to read this: \`docs/performance.md\`.`,
  ];
  if (results.pages.length > 0 && results.staticCopy) {
    lines.push(
      '',
      '## Pages',
      '',
      `Lighthouse mobile (simulated Slow 4G, 4× CPU), median of ${results.runsPerPage} run(s) per page, each run just after one of the static copy; ratios are to the static copy's median beside that page. JS is KiB transferred.`,
      '',
      cpuSentence(results),
      '',
      row(PAGE_HEADER),
      row(PAGE_HEADER.map(() => '---')),
      row(PAGE_GOALS),
      staticRow(results.staticCopy),
      ...results.pages.map((page) => pageRow(page, pageVerdicts(page))),
    );
  }
  if (results.server) {
    const { load: settings } = results.server;
    lines.push(
      '',
      '## Server',
      '',
      `${settings.connections} keep-alive connections, ${settings.rounds} round(s) of ${settings.seconds} s per side, alternating; medians. The bare server sends the same precompressed bytes from memory, with the shop's own headers (captured; the lean row: with only content type, length and encoding). Each figure names its load client: the one that outruns the bare server for that kind of answer.`,
      '',
      ...serverRows(results.server),
    );
  }
  return `${lines.join('\n')}\n`;
}
