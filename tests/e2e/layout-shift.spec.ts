import { expect, test } from '@playwright/test';
import { phone } from './viewports.ts';

// Client-only pages paint the fallback shell first, then their own loading state, then the page.
// Each fills the screen until the page is there, so the footer is never in view before it is
// pushed down: nothing on screen moves (Lighthouse measured CLS 0.219 on /checkout before).
const pages = [
  { path: '/checkout', ready: { level: 1, name: 'Checkout' } },
  { path: '/demo', ready: { level: 1, name: 'See Cryptomaton trade' } },
];

test.use({ viewport: phone });

for (const { path, ready } of pages) {
  test(`${path} on a phone: nothing shifts while it loads`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', ready)).toBeVisible();
    // Two frames: any shift the page's arrival caused has been reported.
    const shifts = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve((window as unknown as { shifts: number[] }).shifts),
            ),
          ),
        ),
    );
    expect(shifts).toEqual([]);
  });
}
