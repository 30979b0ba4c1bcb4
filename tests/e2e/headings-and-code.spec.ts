import { expect } from '@playwright/test';
import { test } from './visitor.ts';
import { blogPaths } from '../../src/client/content/blog/paths.ts';
import { groupTitle, inGroups, publicPages } from './public-pages.ts';
import { desktop, phone } from './viewports.ts';
import { gotoHydrated } from './hydrated.ts';

for (const paths of inGroups([...publicPages, ...blogPaths()], 2)) {
  test(`${groupTitle(paths)}: headings go down one level at a time`, async ({ page }) => {
    test.setTimeout(paths.length * 20_000);
    for (const path of paths) {
      await gotoHydrated(page, path);
      const levels = await page
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
      const skips = levels.filter((level, i) => i > 0 && level > (levels[i - 1] ?? 0) + 1);
      expect(levels[0], path).toBe(1);
      expect(skips, path).toEqual([]);
    }
  });
}

for (const viewport of [phone, desktop]) {
  for (const path of ['/', '/faq', '/pricing']) {
    test(`${path} at ${viewport.width} px: the configuration answer's code scrolls inside its card`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, path);
      await page.getByRole('button', { name: 'What does a configuration look like?' }).click();
      const answer = page.getByRole('region', { name: 'What does a configuration look like?' });
      const code = answer.locator('pre');
      await expect(code).toBeVisible();
      const [codeBox, answerBox] = [await code.boundingBox(), await answer.boundingBox()];
      expect(
        codeBox && answerBox && codeBox.x + codeBox.width <= answerBox.x + answerBox.width,
      ).toBe(true);
      await expect(code).toHaveAttribute('tabindex', '0');
      expect(await code.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
    });
  }
}

test('every code block of every article stays inside the article on a 320 px phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of blogPaths()) {
    await gotoHydrated(page, path);
    const overflowing = await page
      .locator('article pre')
      .evaluateAll(
        (blocks) =>
          blocks.filter((block) => block.getBoundingClientRect().right > window.innerWidth).length,
      );
    expect(overflowing, path).toBe(0);
  }
});
