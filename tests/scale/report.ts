/** One thing counted in a scenario: what was expected, what was found, and whether that held. */
export interface Check {
  measure: string;
  expected: string;
  actual: string;
  held: boolean;
}

/** What became of a scenario: its checks, or why it could not be run here. */
export type Outcome = { checks: Check[] } | { notRun: string };

export interface ScenarioReport {
  name: string;
  tried: string;
  outcome: Outcome;
  /** How long it took, shown beside its name. */
  seconds?: number;
  /** Listed in known-gaps.ts: a failure is expected until the work named there lands. */
  knownGap?: string;
}

export const exactly = (measure: string, expected: number, actual: number): Check => ({
  measure,
  expected: String(expected),
  actual: String(actual),
  held: actual === expected,
});

export const atLeast = (measure: string, minimum: number, actual: number): Check => ({
  measure,
  expected: `≥ ${minimum}`,
  actual: String(actual),
  held: actual >= minimum,
});

/** How many answers had each status: "200×41, 503×3". */
export function statusCounts(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status || 'dropped'}×${count}`)
    .join(', ');
}

/** A figure shown for the reader (how many were caught mid-way…): it cannot fail. */
export const figure = (measure: string, actual: number | string): Check => ({
  measure,
  expected: '—',
  actual: String(actual),
  held: true,
});

export const holds = (outcome: Outcome) =>
  'checks' in outcome && outcome.checks.every((check) => check.held);

/**
 * Whether the run passed: every scenario held, except known gaps, which must still fail (one that
 * holds means the gap is closed and its line in known-gaps.ts should go). Not run is no failure.
 */
export function verdictOf(report: ScenarioReport): 'held' | 'not held' | 'not run' | 'known gap' {
  if ('notRun' in report.outcome) return 'not run';
  const held = holds(report.outcome);
  if (report.knownGap) return held ? 'not held' : 'known gap';
  return held ? 'held' : 'not held';
}

export const passed = (reports: ScenarioReport[]) =>
  reports.every((report) => verdictOf(report) !== 'not held');

const HEADER = ['Scenario / measure', 'Expected', 'Actual', 'Held'];

function mark(report: ScenarioReport, check: Check): string {
  if (check.held) return '✓';
  return report.knownGap ? '✗ (known gap)' : '✗';
}

/** The table `npm run test:scale` prints (and the README's Reliability section shows). */
export function renderTable(reports: ScenarioReport[]): string {
  const rows: (string[] | string)[] = [];
  for (const report of reports) {
    const took = report.seconds === undefined ? '' : ` (${Math.round(report.seconds)} s)`;
    rows.push(`${report.name}${took}: ${report.tried}`);
    if ('notRun' in report.outcome) {
      rows.push(`  not run: ${report.outcome.notRun}`);
      continue;
    }
    if (report.knownGap) rows.push(`  expected to fail until ${report.knownGap}`);
    for (const check of report.outcome.checks) {
      rows.push([`  ${check.measure}`, check.expected, check.actual, mark(report, check)]);
    }
  }
  const cells = [HEADER, ...rows.filter((row) => Array.isArray(row))];
  const widths = HEADER.map((_, column) =>
    Math.max(...cells.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0, ' '),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '─'.repeat(width)).join('  ');
  const body = rows.map((row) => (Array.isArray(row) ? line(row) : row));
  const verdicts = reports.map(verdictOf);
  const count = (verdict: string) => verdicts.filter((value) => value === verdict).length;
  const summary = `${count('held')} held, ${count('not held')} did not hold, ${count('known gap')} known gap(s), ${count('not run')} not run`;
  return [line(HEADER), rule, ...body, rule, summary].join('\n');
}
