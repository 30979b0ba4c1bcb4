import { expect, type Page } from '@playwright/test';
import { wholePageAttribute } from '../../src/client/shell/whole-page.ts';
import { gotoHydrated, waitForHydration } from './hydrated.ts';
import { test } from './visitor.ts';
import { desktop, phone } from './viewports.ts';

/*
 * Home's bands below the first screen are laid out only when a visitor nears them
 * (src/client/shell/whole-page.ts). Where the browser itself lands further down, the page must
 * stand exactly as it did, not on the bands' estimated heights.
 */

const FAQ = '#faq-title';

const wholePageMarked = (page: Page) =>
  page.evaluate((name) => document.documentElement.hasAttribute(name), wholePageAttribute);

/** Where the FAQ's heading stands in the viewport, once two frames have passed. */
const faqTop = (page: Page) =>
  page
    .locator(FAQ)
    .evaluate(
      (heading) =>
        new Promise<number>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve(Math.round(heading.getBoundingClientRect().top))),
          ),
        ),
    );

/** Scrolls down with the wheel, as a visitor does, until the FAQ's heading is in the viewport. */
async function wheelDownToFaq(page: Page) {
  const height = page.viewportSize()?.height ?? 800;
  for (let turn = 0; turn < 60; turn += 1) {
    const top = await faqTop(page);
    if (top > 100 && top < height - 100) return top;
    await page.mouse.wheel(0, top > 0 ? Math.min(top - 200, 600) : -300);
  }
  throw new Error('the FAQ never came into view');
}

for (const viewport of [phone, desktop]) {
  test.describe(`home's lower bands at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a first visit lays out the first screen only, and each band as it nears', async ({
      page,
    }) => {
      await gotoHydrated(page, '/');
      expect(await wholePageMarked(page)).toBe(false);
      const faqHeading = page.locator(FAQ);
      expect(
        await faqHeading.evaluate((h) => h.checkVisibility({ contentVisibilityAuto: true })),
      ).toBe(false);
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await wheelDownToFaq(page);
      await expect
        .poll(() => faqHeading.evaluate((h) => h.checkVisibility({ contentVisibilityAuto: true })))
        .toBe(true);
    });

    test('a reload lands where the visitor was', async ({ page }) => {
      await gotoHydrated(page, '/');
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      const before = await wheelDownToFaq(page);
      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => faqTop(page)).toBeCloseTo(before, -1);
      expect(await wholePageMarked(page)).toBe(true);
    });

    test('coming back from another page lands where the visitor was', async ({ page }) => {
      await gotoHydrated(page, '/');
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      const before = await wheelDownToFaq(page);
      const banner = page.getByRole('banner');
      if (viewport === phone) await banner.getByRole('button', { name: 'Open menu' }).click();
      await banner.getByRole('link', { name: 'Blog', exact: true }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(() => faqTop(page)).toBeCloseTo(before, -1);
    });

    test('a link to a section opens the page on that section, under the header', async ({
      page,
    }) => {
      await page.goto('/#faq');
      // The section's top 80 px below the viewport's top (scroll-padding-top), its heading
      // after its 80 px of padding.
      await expect
        .poll(() => page.locator('#faq').evaluate((el) => el.getBoundingClientRect().top))
        .toBeCloseTo(80, -1);
      expect(await wholePageMarked(page)).toBe(true);
    });
  });
}
