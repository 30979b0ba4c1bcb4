import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * An `Intl` formatter loads its part of the runtime's locale data (about 6 MB of resident memory
 * for dates). The server makes them on first use (`onFirstUse`), so a process that has sent no
 * mail yet does not hold them: idle memory is a goal. Dollars need none (src/shared/money.ts).
 */
describe('loading the server', () => {
  const formatters = ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules'] as const;
  const originals = Object.fromEntries(formatters.map((name) => [name, Intl[name]]));
  afterEach(() => {
    Object.assign(Intl, originals);
  });

  it('makes no Intl formatter until one is used', async () => {
    const made: string[] = [];
    for (const name of formatters) {
      Object.assign(Intl, {
        [name]: new Proxy(originals[name]!, {
          construct(target, args: unknown[]) {
            made.push(name);
            return Reflect.construct(target as new (...a: unknown[]) => object, args);
          },
        }),
      });
    }
    vi.resetModules();
    await import('./app.ts');
    expect(made).toEqual([]);

    // Dollars need no locale data at all (money.ts writes them out).
    const { formatUsd } = await import('../shared/money.ts');
    expect(formatUsd(14_900)).toBe('$149.00');
    expect(made).toEqual([]);

    const { formatUtcDate } = await import('../shared/utc-dates.ts');
    expect(formatUtcDate(new Date('2026-11-29T12:00:00Z'))).toBe('November 29, 2026');
    expect(made).toEqual(['DateTimeFormat']);
  }, 60_000);
});
