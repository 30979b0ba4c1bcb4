import { describe, expect, it } from 'vitest';
import { formatContentDate } from './content-date.ts';

describe('content dates', () => {
  it('shows an ISO day as month, day and year', () => {
    expect(formatContentDate('2023-06-10')).toBe('June 10, 2023');
    expect(formatContentDate('2026-02-03')).toBe('February 3, 2026');
  });

  it('keeps the day whatever the time zone, first and last days included', () => {
    expect(formatContentDate('2025-01-01')).toBe('January 1, 2025');
    expect(formatContentDate('2025-12-31')).toBe('December 31, 2025');
  });
});
