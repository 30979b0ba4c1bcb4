import { expect, type Page } from '@playwright/test';
import { test } from './visitor.ts';
import { phone } from './viewports.ts';

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

// Client-only pages paint a loading state first (prerendered: the demo's loading screen,
// checkout's email step with the summary's place kept), then the page. What arrives later fills
// the room kept for it or pushes only what is below the screen: nothing on screen moves
// (Lighthouse measured CLS 0.219 on /checkout before). Their data is held back a second, so the
// loading state is surely painted first.
const clientOnlyPages = [
  {
    path: '/checkout',
    data: '**/api/checkout/status',
    loaded: (page: Page) =>
      expect(
        page.getByRole('complementary', { name: 'Order summary' }).getByText('Total'),
      ).toBeVisible(),
  },
  {
    path: '/demo',
    data: '**/demo-report-*.js',
    loaded: (page: Page) => expect(page.locator('[data-demo-loading]')).toHaveCount(0),
  },
];

test.describe('on a phone', () => {
  test.use({ viewport: phone });
  for (const { path, data, loaded } of clientOnlyPages) {
    test(`${path}: nothing shifts while it loads`, async ({ page }) => {
      await page.route(data, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
      await recordShifts(page);
      await page.goto(path);
      await loaded(page);
      expect(await shiftsSoFar(page)).toEqual([]);
    });
  }
});

// On a slow connection Inter arrives after the first paint and swaps in for its fallback, which
// has a face per weight shaped to take Inter's room (src/client/app.css). Held back here until well
// after the first paint, so the swap happens in every run: headings, centred lines and the price
// must not move. On a phone only: at 1280 px a paragraph whose line ends near the edge can still
// wrap differently in the two faces (docs/performance.md). 2.5 s is past the demo's 1.5 s loading
// state: its intro has a paragraph that wraps differently in the two faces, so it must wait for
// the font rather than appear and then move.
test.describe('on a phone, with the web font late', () => {
  test.use({ viewport: phone });
  for (const path of ['/', '/pricing', '/demo', '/faq']) {
    test(`${path}: nothing shifts when the web font swaps in`, async ({ page }) => {
      await page.route('**/*.woff2', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        await route.continue();
      });
      await recordShifts(page);
      await page.goto(path);
      const swapped = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].some(
          (face) => face.family.includes('Inter Variable') && face.status === 'loaded',
        );
      });
      expect(swapped).toBe(true);
      expect(await shiftsSoFar(page)).toEqual([]);
    });
  }
});
