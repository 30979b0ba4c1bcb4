import { DEVICE_PROFILES, type DeviceProfile, emulatedIndex } from './device-profiles.ts';
import { DROP_STEPS } from './drop-buyer.ts';
import { API_ROUTE_LABELS } from './api-calls.ts';
import { adminQuerySection, adminQueryVerdicts } from './admin-query-report.ts';
import {
  apiVerdict,
  apiVerdictList,
  BUDGET_PROFILE,
  dropVerdictList,
  dropVerdicts,
  GOALS,
  PAGE_GOALS,
  type PageVerdicts,
  pageVerdicts,
  serverVerdicts,
  showsNoLayoutShift,
  tally,
  type Verdict,
} from './goals.ts';
import type {
  ApiComparison,
  ApiFigures,
  BenchResults,
  DropFigures,
  ProfileResults,
  RateComparison,
  RateSpread,
  ServerFigures,
} from './results-shape.ts';
import { median } from './stats.ts';

type PageResult = ProfileResults['pages'][number];

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
  'Copy FCP / LCP',
  'CLS',
  'TBT',
  'A11y',
  'BP',
  'SEO',
  'JS (KiB)',
  'Requests',
];

function goalRow(profile: DeviceProfile): string {
  const goals = PAGE_GOALS[profile];
  const budgets = profile === BUDGET_PROFILE;
  const budget = (text: string) => (budgets ? text : 'figure');
  return row([
    '_goal_',
    `≥ ${goals.score}, home ${goals.homeScore}, checkout and demo ${goals.clientRenderedScore}`,
    `≤ ${goals.fcpRatio}×`,
    `≤ ${goals.lcpRatio}×`,
    'yardstick',
    '0 in every run',
    goals.tbtMs === null ? 'figure' : `≤ ${goals.tbtMs} ms`,
    budget(`${GOALS.categoryScore}`),
    budget(`${GOALS.categoryScore}`),
    budget(`${GOALS.categoryScore}`),
    budget(`home ≤ ${GOALS.homeJsGzipBytes / 1000} KB gzip`),
    budget(`home ≤ ${GOALS.homeRequests}`),
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
    `${Math.round(page.staticMedian.fcpMs)} / ${ms(page.staticMedian.lcpMs)}`,
    `${shiftCell(page)}${mark(verdicts.cls)}`,
    `${ms(median.tbtMs)}${mark(verdicts.tbt)}`,
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

const spread = (figures: RateSpread) =>
  `${number(figures.median)} req/s (${number(figures.min)}–${number(figures.max)})`;

function apiErrors({ errors }: ApiComparison): string {
  const total = errors.shop + errors.bare;
  return total === 0 ? '0' : `${total} (shop ${errors.shop}, bare ${errors.bare})`;
}

function apiRows(api: ApiFigures): string[] {
  const goal = `≥ ${GOALS.serverRatio}×, no errors`;
  return api.databases.flatMap(({ database, ...figures }) => {
    if ('notMeasured' in figures) {
      return [
        row([
          'every route',
          database,
          `not measured: ${figures.notMeasured}`,
          '',
          '',
          '',
          '',
          goal,
          figures.unreachable ? '' : '✗',
        ]),
      ];
    }
    return figures.comparisons.map((comparison) =>
      row([
        API_ROUTE_LABELS[comparison.route],
        database,
        spread(comparison.shop),
        spread(comparison.bare),
        `${times(comparison.ratio)} (${Math.min(...comparison.roundRatios).toFixed(2)}–${Math.max(...comparison.roundRatios).toFixed(2)})`,
        `${times(comparison.shopFirst)} / ${times(comparison.bareFirst)}`,
        apiErrors(comparison),
        goal,
        mark(apiVerdict(comparison)).trim(),
      ]),
    );
  });
}

/** API routes through the shop beside a bare Fastify app, with the first errors if any. */
function apiSection(api: ApiFigures): string[] {
  const errors = api.databases.flatMap(({ database, ...figures }) =>
    'comparisons' in figures
      ? figures.comparisons.flatMap((comparison) =>
          comparison.firstErrors.map(
            (error) => `- ${database}, ${API_ROUTE_LABELS[comparison.route]}: \`${error}\``,
          ),
        )
      : [],
  );
  return [
    '',
    '### API routes through Fastify, zod and the database',
    '',
    `Each beside a plain \`Fastify()\` app answering the same route with the shop's own queries on the same database (\`bench/bare-api-server.ts\`), the two taking turns on it: ${api.rounds} rounds per side, the first side changing each round, each start running every route for ${api.warmUpSeconds} s of warm-up and then ${api.seconds} s measured, ${api.connections} keep-alive \`node:http\` connections, every request from an address of its own. Requests per second: median of the rounds (slowest–fastest). Each round's ratio is its shop over its bare app, the two having run back to back; the side that goes first measures faster, so the ratio the goal is held on is the geometric mean of the median ratio of the rounds where the shop went first and that of the rounds where the bare app did (both shown), with the lowest and highest round. Errors are answers other than the route's 200 or 201, warm-ups included; a route with errors misses its goal.`,
    '',
    row([
      'Route',
      'Database',
      'Shop',
      'Bare Fastify',
      'Ratio',
      'Shop first / bare first',
      'Errors',
      'Goal',
      '',
    ]),
    row(['---', '---', '---', '---', '---', '---', '---', '---', '---']),
    ...apiRows(api),
    ...(errors.length > 0 ? ['', 'First errors:', '', ...errors] : []),
  ];
}

function allVerdicts(results: BenchResults): Verdict[] {
  return [
    ...results.profiles.flatMap((profile) =>
      profile.pages.flatMap((page) => Object.values(pageVerdicts(page, profile.profile))),
    ),
    ...(results.server ? Object.values(serverVerdicts(results.server)) : []),
    ...(results.server?.api ? apiVerdictList(results.server.api) : []),
    ...(results.drop ? dropVerdictList(results.drop) : []),
    ...(results.adminQueries ? adminQueryVerdicts(results.adminQueries) : []),
  ];
}

function dropRows(drop: DropFigures): string[] {
  const verdicts = dropVerdicts(drop);
  const steps = DROP_STEPS.map((step) => {
    const figures = drop.steps[step];
    if (figures === null) return row([step, '0', '', '', '', '', '', '']);
    return row([
      step,
      number(figures.requests),
      ms(figures.p50Ms),
      ms(figures.p95Ms),
      `${ms(figures.p99Ms)}${mark(verdicts.p99[step])}`,
      String(figures.errors),
      `p99 < ${GOALS.dropP99Ms / 1000} s`,
    ]);
  });
  const measure = (label: string, value: string, goal: string, verdict: Verdict) =>
    row([label, value, goal, mark(verdict).trim()]);
  const { outcomes } = drop;
  return [
    row(['Step', 'Requests', 'p50', 'p95', 'p99', 'Errors', 'Goal']),
    row(['---', '---', '---', '---', '---', '---', '---']),
    ...steps,
    '',
    row(['Measure', 'Figure', 'Goal', '']),
    row(['---', '---', '---', '---']),
    measure(
      'Buyers: bought / sold out at status / sold out at checkout / failed',
      `${outcomes.bought} / ${outcomes['sold out at status']} / ${outcomes['sold out at checkout']} / ${outcomes.failed}`,
      'figure',
      null,
    ),
    measure(
      'Errors (any answer a buyer should not get)',
      String(drop.errors),
      '0',
      verdicts.errors,
    ),
    measure(
      'Editions sold: orders completed, editions issued',
      `${drop.editionsSold}, ${drop.editionsIssued}`,
      `exactly ${drop.editions}`,
      verdicts.editionsSold,
    ),
    measure(
      'Oversold orders, supply left',
      `${drop.oversold}, ${drop.remainingSupply}`,
      '0, 0',
      verdicts.notOversold,
    ),
    measure(
      'Holds still open: orders, held count',
      `${drop.holdsOpen}, ${drop.heldCount}`,
      '0, 0',
      verdicts.holdsReleased,
    ),
    measure(
      'Delivery mails queued',
      String(drop.mailsQueued),
      'one per sale',
      verdicts.mailPerSale,
    ),
    ...drop.memory.map((process, index) =>
      measure(
        `RSS of ${process.process}: before, peak, a minute after`,
        `${process.beforeMb.toFixed(0)}, ${process.peakMb.toFixed(0)}, ${process.afterMb.toFixed(0)} MB (${times(process.afterMb / process.beforeMb)})`,
        `after ≤ ${GOALS.dropMemoryRatio}× before`,
        verdicts.memory[index] ?? null,
      ),
    ),
  ];
}

function dropSection(drop: NonNullable<BenchResults['drop']>): string[] {
  const lines = ['', '## Launch day: an art drop', ''];
  if ('notMeasured' in drop) {
    lines.push(`Not measured: ${drop.notMeasured}.${drop.unreachable ? '' : ' ✗'}`);
    return lines;
  }
  lines.push(
    `${number(drop.buyers)} buyers arriving evenly within ${drop.arrivalSeconds} s for a piece of ${drop.editions} editions, each from an address of its own, on ${drop.processes} shop processes sharing one PostgreSQL and one Redis behind a round-robin proxy. Each walks status → intent → test payment → thank-you (asked every 0.5 s until the link shows, each ask counted) → download; a buyer told the piece is sold out stops there. ${drop.walkedSeconds.toFixed(0)} s from the first arrival to the last answer.`,
    '',
    ...dropRows(drop),
  );
  if (drop.firstErrors.length > 0) {
    lines.push('', 'First errors:', '', ...drop.firstErrors.map((error) => `- \`${error}\``));
  }
  return lines;
}

const round = (value: number) => Math.round(value).toLocaleString('en-US');
const span = (values: number[]) =>
  `median ${round(median(values))}, ${round(Math.min(...values))} to ${round(Math.max(...values))}`;

/**
 * How the phone was emulated: the host's index in each round (the median of the indexes Lighthouse
 * measured in that round's loads) and the slowdown it gave, then the phone each load emulated on
 * its own (its index over the round's slowdown), which shows how much Lighthouse's measure moved
 * within a round.
 */
function calibrationSentence(profile: ProfileResults): string {
  const rounds = profile.calibrations
    .map((round_) => `${round(round_.hostIndex)} (${round_.cpuSlowdownMultiplier}×)`)
    .join(', ');
  const emulated = profile.pages.flatMap((page) =>
    [...page.runs, ...page.staticRuns].map((run) =>
      emulatedIndex(run.benchmarkIndex, run.cpuSlowdownMultiplier),
    ),
  );
  const phone = DEVICE_PROFILES[profile.profile];
  const tooSlow = profile.calibrations.some(
    (calibration) => calibration.hostIndex < phone.benchmarkIndex,
  )
    ? ' The host was slower than this phone in some rounds, so those ran unthrottled.'
    : '';
  return `Host CPU index in each round, the median of Lighthouse's own measure in its loads (slowdown used): ${rounds}. Each load's own index over its round's slowdown: ${span(emulated)}.${tooSlow}`;
}

function profileSection(results: BenchResults, profile: ProfileResults): string[] {
  const phone = DEVICE_PROFILES[profile.profile];
  return [
    '',
    `## Pages on a ${phone.label} (CPU index ${phone.benchmarkIndex}, like a ${phone.example})`,
    '',
    `Lighthouse mobile (simulated Slow 4G), the simulated CPU slowed by the host's index over ${phone.benchmarkIndex}; median of ${results.runsPerPage} run(s) per page, each just after a run of the page's own static copy (its HTML without scripts); ratios are to that copy's median. JS is KiB transferred.`,
    '',
    calibrationSentence(profile),
    '',
    row(PAGE_HEADER),
    row(PAGE_HEADER.map(() => '---')),
    goalRow(profile.profile),
    ...profile.pages.map((page) => pageRow(page, pageVerdicts(page, profile.profile))),
  ];
}

/** The report a person reads: the performance table with every figure beside its goal. */
export function renderMarkdown(results: BenchResults): string {
  const { met, judged } = tally(allVerdicts(results));
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');
  const faults = results.machine.pageFaultMicros;
  const memory = faults
    ? ` A new 4 KiB page of memory took ${faults.atStart.toFixed(1)} µs at the start and ${faults.atEnd.toFixed(1)} µs at the end: a cost the CPU index does not measure, paid by every new browser (\`bench/page-faults.ts\`).`
    : '';
  const lines = [
    '# Bench results',
    '',
    `${results.startedAt}, commit \`${results.commit}\`. Node ${results.versions.node}, Lighthouse ${results.versions.lighthouse}, ${results.versions.chromium}; ${results.machine.cpus} CPUs, load average (1 / 5 / 15 min) ${load(results.machine.loadAverageAtStart)} at the start, ${load(results.machine.loadAverageAtEnd)} at the end.${memory}`,
    '',
    `**Goals met: ${met} of ${judged}.** How to read this: \`docs/performance.md\`.`,
  ];
  for (const profile of results.profiles) lines.push(...profileSection(results, profile));
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
    if (results.server.api) lines.push(...apiSection(results.server.api));
  }
  if (results.drop) lines.push(...dropSection(results.drop));
  if (results.adminQueries) lines.push(...adminQuerySection(results.adminQueries));
  return `${lines.join('\n')}\n`;
}
