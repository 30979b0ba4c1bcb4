import { describe, expect, it } from 'vitest';
import { formatLocalTime } from './local-time.ts';

describe('formatLocalTime', () => {
  it('gives the date and time in words, with the time zone named', () => {
    expect(formatLocalTime('2026-11-24T15:45:00.000Z')).toMatch(
      /^November 2[45], 2026 at \d{1,2}:\d{2} [AP]M [A-Z]{2,5}([+-]\d{1,2})?$/,
    );
  });
});
