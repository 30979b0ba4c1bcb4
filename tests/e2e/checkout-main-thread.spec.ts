import { expect } from '@playwright/test';
import { test } from './visitor.ts';
import { gotoHydrated } from './hydrated.ts';

/*
 * A browser's first `Intl` call loads its locale data: 15 to 50 ms of main thread on this
 * machine, and on the bench's low-tier phone one task of 150 to 400 ms after the paint, the
 * checkout's longest (docs/performance.md, 29 November 2026). The checkout's first visit shows
 * only dollars, which src/shared/money.ts writes without it. Counted here by wrapping every way
 * into the locale data before the page's scripts run.
 */

test('the checkout hydrates and shows its price without asking Intl for locale data', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    Object.defineProperty(window, '__intlCalls', { value: calls });
    const intl = Intl as unknown as Record<string, unknown>;
    for (const name of Object.getOwnPropertyNames(Intl)) {
      const original = intl[name];
      if (typeof original !== 'function') continue;
      intl[name] = new Proxy(original, {
        construct(target, args, newTarget) {
          calls.push(`new Intl.${name}`);
          return Reflect.construct(target, args, newTarget) as object;
        },
        apply(target, self, args) {
          calls.push(`Intl.${name}`);
          return Reflect.apply(target, self, args) as unknown;
        },
      });
    }
    const methods: [object, string][] = [
      [String.prototype, 'localeCompare'],
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [Array.prototype, 'toLocaleString'],
    ];
    for (const [prototype, name] of methods) {
      const owner = prototype as Record<string, unknown>;
      const original = owner[name] as (...args: unknown[]) => unknown;
      owner[name] = function (this: unknown, ...args: unknown[]) {
        calls.push(name);
        return original.apply(this, args);
      };
    }
  });

  await gotoHydrated(page, '/checkout');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('$149.00');
  await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();

  const calls = await page.evaluate(
    () => (window as unknown as { __intlCalls: string[] }).__intlCalls,
  );
  expect(calls).toEqual([]);
});
