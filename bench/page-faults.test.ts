import { describe, expect, it } from 'vitest';
import { pageFaultMicros, parseMicrosPerPage } from './page-faults.ts';

describe('parseMicrosPerPage', () => {
  it('reads the time per page the probe printed', () => {
    expect(parseMicrosPerPage('12.008\n')).toBeCloseTo(12.008);
  });

  it.each(['', 'NaN', '0', '-3', 'Error: out of memory'])('refuses %j', (printed) => {
    expect(() => parseMicrosPerPage(printed)).toThrow(/page-fault probe printed/);
  });
});

describe('pageFaultMicros', () => {
  // Three fresh processes of 256 MiB each: a second or more on a host with slow faults.
  it('measures a positive time per page in fresh processes', { timeout: 60_000 }, () => {
    const micros = pageFaultMicros();
    expect(Number.isFinite(micros)).toBe(true);
    expect(micros).toBeGreaterThan(0);
  });
});
