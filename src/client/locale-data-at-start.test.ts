import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordFormattersMade } from '../shared/testing/formatters-made.ts';

/**
 * A page's first `Intl` formatter loads the browser's locale data: one task of 15 to 50 ms on a
 * fast machine, ten times that on a low-tier phone. A formatter made at a module's top level is
 * paid by every page that loads the module, when its code is evaluated after the paint, whether
 * the page shows a date or not (docs/performance.md, 29 November 2026). The shell, the demo and
 * the other pages hydrated whole make theirs on first use, or at build time.
 */
describe('loading the shell and the pages', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('makes no Intl formatter until a figure or a date is shown', async () => {
    const recording = recordFormattersMade();
    restore = recording.restore;
    vi.resetModules();
    await import('./root.tsx');
    await import('./routes/home.tsx');
    await import('./routes/demo.tsx');
    await import('./routes/telegram-preview.tsx');
    await import('./features/admin/files/upload-form.tsx');
    const { formatUsdt } = await import('./features/demo/demo-format.ts');
    const { formatContentDate } = await import('./lib/dates.ts');
    expect(recording.made).toEqual([]);

    expect(formatUsdt(1234.5)).toBe('1,234.50 USDT');
    expect(formatContentDate('2026-11-29')).toBe('November 29, 2026');
    expect(recording.made).toEqual(['NumberFormat', 'DateTimeFormat']);
  }, 60_000);
});
