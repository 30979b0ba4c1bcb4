import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordFormattersMade } from '../shared/testing/formatters-made.ts';

/**
 * An `Intl` formatter loads its part of the runtime's locale data (about 6 MB of resident memory
 * for dates). The server makes them on first use (`onFirstUse`), so a process that has sent no
 * mail yet does not hold them: idle memory is a goal. Dollars need none (src/shared/money.ts).
 */
describe('loading the server', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('makes no Intl formatter until one is used', async () => {
    const recording = recordFormattersMade();
    restore = recording.restore;
    vi.resetModules();
    await import('./app.ts');
    expect(recording.made).toEqual([]);

    // Dollars need no locale data at all (money.ts writes them out).
    const { formatUsd } = await import('../shared/money.ts');
    expect(formatUsd(14_900)).toBe('$149.00');
    expect(recording.made).toEqual([]);

    const { formatUtcDate } = await import('../shared/utc-dates.ts');
    expect(formatUtcDate(new Date('2026-11-29T12:00:00Z'))).toBe('November 29, 2026');
    expect(recording.made).toEqual(['DateTimeFormat']);
  }, 60_000);
});
