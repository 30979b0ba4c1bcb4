import { expect } from '@playwright/test';
import { test } from './visitor.ts';
import { blogPaths } from '../../src/client/content/blog/paths.ts';
import { findLowContrastText, type LowContrast } from './contrast.ts';
import { groupTitle, inGroups, publicPages } from './public-pages.ts';
import { gotoHydrated } from './hydrated.ts';

// axe cannot judge text on gradients or layered backgrounds; this samples the real pixels.
for (const theme of ['light', 'dark'] as const) {
  for (const paths of inGroups([...publicPages, ...blogPaths()], 3)) {
    test(`${groupTitle(paths)} (${theme}): every text meets WCAG AA on the pixels behind it`, async ({
      page,
    }) => {
      test.setTimeout(paths.length * 20_000);
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const lowContrast: Record<string, LowContrast[]> = {};
      for (const path of paths) {
        await test.step(path, async () => {
          await gotoHydrated(page, path);
          // A page with live data (the art gallery) marks its loading part busy; it changes the
          // layout when the data arrives, so measure after that.
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          await page.evaluate(() => document.fonts.ready);
          const found = await findLowContrastText(page);
          if (found.length > 0) lowContrast[path] = found;
        });
      }
      expect(lowContrast).toEqual({});
    });
  }
}
