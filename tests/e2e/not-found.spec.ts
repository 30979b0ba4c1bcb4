import { expect } from '@playwright/test';
import { test } from './visitor.ts';
import { expectNoAxeViolations } from './axe.ts';
import { gotoHydrated } from './hydrated.ts';

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await gotoHydrated(page, '/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a client-side navigation to an unknown path shows the same page without a reload', async ({
  page,
}) => {
  // A page React Router runs on (the pages of scripts/island-pages.ts hydrate islands only).
  await gotoHydrated(page, '/how-it-works');
  // A mark that a full page load would wipe out, so the test proves the router drew the 404.
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  // Put an unknown path in the history behind the current entry, then go back to it: the router
  // handles that popstate itself, as it does a click on an in-app link.
  await page.evaluate(() => {
    history.pushState(null, '', '/missing-page');
    history.pushState(null, '', '/how-it-works');
    history.back();
  });
  await expect(page).toHaveURL(/\/missing-page$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
});
