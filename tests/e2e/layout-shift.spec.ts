import { expect, type Page, test } from '@playwright/test';
import { desktop, phone } from './viewports.ts';

interface Shift {
  value: number;
  /** What moved, so a failure says where to look. */
  moved: string[];
}

/** Collects every layout shift of the page from its first paint on. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { shifts: Shift[] }).shifts = shifts;
    const describe = (node: Node | null | undefined) =>
      node instanceof Element
        ? `<${node.tagName.toLowerCase()} class="${node.className}">`
        : `"${(node?.textContent ?? '').slice(0, 60)}"`;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as { value: number; sources?: { node?: Node | null }[] };
        shifts.push({
          value: shift.value,
          moved: (shift.sources ?? []).map((source) => describe(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far, two frames on: any shift the last change caused has been reported. */
async function shiftsSoFar(page: Page): Promise<Shift[]> {
  return page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve((window as unknown as { shifts: Shift[] }).shifts)),
        ),
      ),
  );
}

// Client-only pages paint the fallback shell first, then their own loading state, then the page.
// Each fills the screen until the page is there, so the footer is never in view before it is
// pushed down: nothing on screen moves (Lighthouse measured CLS 0.219 on /checkout before).
const clientOnlyPages = [
  { path: '/checkout', ready: { level: 1, name: 'Checkout' } },
  { path: '/demo', ready: { level: 1, name: 'See Cryptomaton trade' } },
];

test.describe('on a phone', () => {
  test.use({ viewport: phone });
  for (const { path, ready } of clientOnlyPages) {
    test(`${path}: nothing shifts while it loads`, async ({ page }) => {
      await recordShifts(page);
      await page.goto(path);
      await expect(page.getByRole('heading', ready)).toBeVisible();
      expect(await shiftsSoFar(page)).toEqual([]);
    });
  }
});

// On a slow connection Inter arrives after the first paint. Its face is `optional`
// (scripts/optional-web-font.ts) and its fallback takes Inter's room (src/client/app.css), so a late
// font must move nothing: held back here until well after the first paint, in every run.
for (const [device, viewport] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });
    for (const path of ['/', '/pricing', '/demo', '/faq']) {
      test(`${path}: nothing shifts when the web font arrives late`, async ({ page }) => {
        let fontsArrived = 0;
        await page.route('**/*.woff2', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1_500));
          await route.continue();
          fontsArrived += 1;
        });
        await recordShifts(page);
        await page.goto(path);
        await expect.poll(() => fontsArrived).toBeGreaterThan(0);
        await page.evaluate(() => document.fonts.ready);
        expect(await shiftsSoFar(page)).toEqual([]);
      });
    }
  });
}
