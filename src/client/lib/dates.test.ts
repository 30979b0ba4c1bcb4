import { afterAll, describe, expect, it } from 'vitest';

// The formatters read the zone when the module loads: set the visitor's zone first, then load.
const serverZone = process.env.TZ;
process.env.TZ = 'Pacific/Auckland';
const { formatContentDate, formatLocalTime, formatShortLocalTime } = await import('./dates.ts');
afterAll(() => {
  if (serverZone === undefined) delete process.env.TZ;
  else process.env.TZ = serverZone;
});

describe('moments in the visitor’s clock', () => {
  it('gives the date and time in words, with the visitor’s zone named', () => {
    expect(formatLocalTime('2026-11-24T15:45:00.000Z')).toBe('November 25, 2026 at 4:45 AM GMT+13');
  });

  it('gives a shorter form for the admin’s lists, still with the zone', () => {
    expect(formatShortLocalTime('2026-11-22T18:09:00.000Z')).toBe('Nov 23, 2026, 7:09 AM GMT+13');
  });
});

describe('content dates', () => {
  it('shows an ISO day as month, day and year', () => {
    expect(formatContentDate('2023-06-10')).toBe('June 10, 2023');
    expect(formatContentDate('2026-02-03')).toBe('February 3, 2026');
  });

  it('keeps the day whatever the visitor’s zone, first and last days included', () => {
    expect(formatContentDate('2025-01-01')).toBe('January 1, 2025');
    expect(formatContentDate('2025-12-31')).toBe('December 31, 2025');
  });
});
