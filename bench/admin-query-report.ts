import { GOALS, type Verdict } from './goals.ts';
import type { AdminQueryFigures } from './results-shape.ts';

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;

/** A query meets its goal when its median answers within `GOALS.adminQueryMs`. */
export const adminQueryVerdict = (medianMs: number): boolean => medianMs < GOALS.adminQueryMs;

/** Every query's verdict, flat, for the tally; an unmeasured database is not judged. */
export function adminQueryVerdicts(figures: AdminQueryFigures): Verdict[] {
  return figures.databases.flatMap((database) =>
    'queries' in database ? database.queries.map((query) => adminQueryVerdict(query.medianMs)) : [],
  );
}

/** The report's section: each query's median beside the goal, per database. */
export function adminQuerySection(figures: AdminQueryFigures): string[] {
  const goal = `< ${GOALS.adminQueryMs} ms`;
  const rows = figures.databases.flatMap((database) =>
    'queries' in database
      ? database.queries.map((query) =>
          row([
            query.query,
            database.database,
            `${query.medianMs.toFixed(1)} ms`,
            goal,
            adminQueryVerdict(query.medianMs) ? '✓' : '✗',
          ]),
        )
      : [
          row([
            'every query',
            database.database,
            `not measured: ${database.notMeasured}`,
            goal,
            '',
          ]),
        ],
  );
  return [
    '',
    "## The admin's lists and charts",
    '',
    `${figures.orders.toLocaleString('en-US')} orders seeded (\`bench/admin-query-seed.ts\`) over a year, in each database; each query as its route runs it (the charts over the whole year), median of ${figures.runs} runs after a warm-up.`,
    '',
    row(['Query', 'Database', 'Median', 'Goal', '']),
    row(['---', '---', '---', '---', '---']),
    ...rows,
  ];
}
