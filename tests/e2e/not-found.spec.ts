import { expect, test } from '@playwright/test';
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

test('a client-side link to an unknown path shows the same page', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/missing-page';
    link.textContent = 'missing';
    link.id = 'probe';
    document.body.append(link);
  });
  await gotoHydrated(page, '/missing-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
});
