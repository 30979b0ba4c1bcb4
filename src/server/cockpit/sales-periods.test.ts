import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, periodStart, periodStarts } from './sales-periods.ts';

describe('sales periods', () => {
  it('starts weeks on Monday and months on the first, as date_trunc does', () => {
    expect(periodStart('2026-03-15', 'day')).toBe('2026-03-15');
    expect(periodStart('2026-03-15', 'week')).toBe('2026-03-09'); // a Sunday
    expect(periodStart('2026-03-09', 'week')).toBe('2026-03-09'); // a Monday
    expect(periodStart('2026-03-15', 'month')).toBe('2026-03-01');
  });

  it('lists every period of a range, across a month and a year end', () => {
    expect(periodStarts('2026-02-27', '2026-03-02', 'day')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(periodStarts('2025-12-31', '2026-01-12', 'week')).toEqual([
      '2025-12-29',
      '2026-01-05',
      '2026-01-12',
    ]);
    expect(periodStarts('2025-11-30', '2026-02-01', 'month')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
  });

  it('counts days over a clock change as whole days', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
  });
});
