import { describe, expect, it } from 'vitest';
import { formatExpiry, formatSize } from './delivery-format.ts';

describe('delivery formats', () => {
  it('names the time zone of an expiry', () => {
    expect(formatExpiry('2026-11-24T15:45:00.000Z')).toMatch(
      /^November 2[45], 2026 at \d{1,2}:\d{2} [AP]M [A-Z]{2,5}([+-]\d{1,2})?$/,
    );
  });

  it('gives sizes in the unit a person reads', () => {
    expect(formatSize(900)).toBe('900 bytes');
    expect(formatSize(2048)).toBe('2.0 KB');
    expect(formatSize(5 * 1024 * 1024 + 1)).toBe('5.0 MB');
  });
});
