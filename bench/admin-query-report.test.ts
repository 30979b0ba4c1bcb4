import { describe, expect, it } from 'vitest';
import { adminQuerySection, adminQueryVerdicts } from './admin-query-report.ts';

describe('the admin queries in the report', () => {
  const figures = {
    orders: 100_000,
    runs: 7,
    databases: [
      {
        database: 'PGlite' as const,
        queries: [
          { query: 'Sales by day, a year', medianMs: 120.4 },
          { query: 'Funnel, a year', medianMs: 250 },
        ],
      },
      { database: 'PostgreSQL' as const, notMeasured: 'no PostgreSQL server answered' },
    ],
  };

  it('judges each median against 200 ms and leaves an unmeasured database unjudged', () => {
    expect(adminQueryVerdicts(figures)).toEqual([true, false]);
  });

  it('prints each median beside the goal with ✓ or ✗', () => {
    const lines = adminQuerySection(figures);
    expect(lines).toContain('| Sales by day, a year | PGlite | 120.4 ms | < 200 ms | ✓ |');
    expect(lines).toContain('| Funnel, a year | PGlite | 250.0 ms | < 200 ms | ✗ |');
    expect(lines.join('\n')).toContain('not measured: no PostgreSQL server answered');
  });
});
