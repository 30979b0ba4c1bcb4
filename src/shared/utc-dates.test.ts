import { describe, expect, it } from 'vitest';
import { formatUtcDate, formatUtcDateTime } from './utc-dates.ts';

describe('formatUtcDateTime', () => {
  it('names the day, the time and the zone, whatever the server’s own zone', () => {
    expect(formatUtcDateTime(new Date('2026-11-28T15:04:00Z'))).toBe(
      'November 28, 2026 at 3:04 PM UTC',
    );
    expect(formatUtcDateTime(new Date('2026-11-28T23:30:00-05:00'))).toBe(
      'November 29, 2026 at 4:30 AM UTC',
    );
  });
});

describe('formatUtcDate', () => {
  it('names the UTC day, not the server’s', () => {
    expect(formatUtcDate(new Date('2026-11-28T23:30:00-05:00'))).toBe('November 29, 2026');
  });
});
