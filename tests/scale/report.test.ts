import { describe, expect, it } from 'vitest';
import {
  exactly,
  figure,
  passed,
  renderTable,
  type ScenarioReport,
  statusCounts,
  verdictOf,
} from './report.ts';

const report = (held: boolean, extra: Partial<ScenarioReport> = {}): ScenarioReport => ({
  name: 'Downloads',
  tried: '1000 requests on one link',
  outcome: { checks: [exactly('downloads', 3, held ? 3 : 4), figure('requests', 1000)] },
  ...extra,
});

describe('the scale report', () => {
  it('holds only when every check does', () => {
    expect(verdictOf(report(true))).toBe('held');
    expect(verdictOf(report(false))).toBe('not held');
    expect(passed([report(true), report(false)])).toBe(false);
  });

  it('lets a known gap fail, and fails the run once the gap is closed', () => {
    const gap = { knownGap: 'shared file storage lands' };
    expect(verdictOf(report(false, gap))).toBe('known gap');
    expect(passed([report(true), report(false, gap)])).toBe(true);
    expect(verdictOf(report(true, gap))).toBe('not held');
  });

  it('counts a scenario that could not run as neither held nor failed', () => {
    const notRun = report(true, { outcome: { notRun: 'needs REDIS_URL support' } });
    expect(verdictOf(notRun)).toBe('not run');
    expect(passed([notRun])).toBe(true);
  });

  it('counts answers by status, a dropped connection as such', () => {
    expect(statusCounts([503, 200, 0, 200])).toBe('dropped×1, 200×2, 503×1');
  });

  it('prints each scenario with its measures, expected beside actual', () => {
    const table = renderTable([
      report(false),
      report(true, { name: 'Rate limit', outcome: { notRun: 'needs REDIS_URL support' } }),
    ]);
    expect(table).toContain('Downloads: 1000 requests on one link');
    expect(table).toMatch(/ {2}downloads +3 +4 +✗/);
    expect(table).toMatch(/ {2}requests +— +1000 +✓/);
    expect(table).toContain('  not run: needs REDIS_URL support');
    expect(table.split('\n').at(-1)).toBe('0 held, 1 did not hold, 0 known gap(s), 1 not run');
  });
});
