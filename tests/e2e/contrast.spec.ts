import { expect, test } from '@playwright/test';
import { blogPaths } from '../../src/client/content/blog/paths.ts';
import { findLowContrastText } from './contrast.ts';
import { publicPages } from './public-pages.ts';
import { gotoHydrated } from './hydrated.ts';

// axe cannot judge text on gradients or layered backgrounds; this samples the real pixels.
for (const theme of ['light', 'dark'] as const) {
  for (const path of [...publicPages, ...blogPaths()]) {
    test(`${path} (${theme}): every text meets WCAG AA on the pixels behind it`, async ({
      page,
    }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await gotoHydrated(page, path);
      // A page with live data (the art gallery) marks its loading part busy; it changes the
      // layout when the data arrives, so measure after that.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready);
      expect(await findLowContrastText(page)).toEqual([]);
    });
  }
}
