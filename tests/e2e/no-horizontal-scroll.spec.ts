import { type Page, expect } from '@playwright/test';
import { test } from './visitor.ts';
import { blogPaths } from '../../src/client/content/blog/paths.ts';
import { expectNoHorizontalScroll, narrowWidths, openEachDisclosure } from './overflow.ts';
import { groupTitle, inGroups, publicPages } from './public-pages.ts';
import { gotoHydrated } from './hydrated.ts';

const routes = [...publicPages, ...blogPaths(), '/checkout', '/demo'];

/** Opens each disclosure in turn; a failure names the width, the tab and the disclosure. */
async function expectEachDisclosureToFit(page: Page, label: string) {
  const problem = await openEachDisclosure(page);
  if (problem === null) return;
  await expectNoHorizontalScroll(page).catch((error: Error) => {
    throw new Error(`${label}, ${problem}: ${error.message}`);
  });
  throw new Error(`${label}: ${problem}`);
}

/** Every tab of every tab list, each with its disclosures opened. */
async function visitEveryTab(page: Page, width: number) {
  const tabs = page.getByRole('main').getByRole('tab');
  const count = await tabs.count();
  if (count === 0) return expectEachDisclosureToFit(page, `${width} px`);
  for (let index = 0; index < count; index++) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
    await expectEachDisclosureToFit(page, `${width} px, tab ${await tabs.nth(index).innerText()}`);
  }
}

for (const paths of inGroups(routes, 4)) {
  test(`${groupTitle(paths)} scroll only up and down at ${narrowWidths.join(', ')} px, every disclosure open`, async ({
    page,
  }) => {
    test.setTimeout(paths.length * 60_000);
    for (const route of paths) {
      await test.step(route, async () => {
        for (const width of narrowWidths) {
          await page.setViewportSize({ width, height: 800 });
          await gotoHydrated(page, route);
          if (route === '/demo') await page.getByRole('button', { name: 'Start Demo' }).click();
          await expectNoHorizontalScroll(page).catch((error: Error) => {
            throw new Error(`${route} at ${width} px: ${error.message}`);
          });
          const menu = page.getByRole('button', { name: 'Open menu' });
          if (await menu.isVisible()) {
            await menu.click();
            await expectNoHorizontalScroll(page);
            await page.getByRole('button', { name: 'Close menu' }).click();
          }
          await visitEveryTab(page, width);
        }
      });
    }
  });
}
