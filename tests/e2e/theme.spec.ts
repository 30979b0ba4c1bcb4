import { expect } from '@playwright/test';
import { test } from './visitor.ts';
import { expectNoAxeViolations } from './axe.ts';
import { gotoHydrated, reloadHydrated } from './hydrated.ts';

test('light by default; the toggle switches to dark, and dark survives a reload', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);

  await page.getByRole('button', { name: 'Use dark theme' }).click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  await reloadHydrated(page);
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Use system theme' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the stored theme is applied before any bundle runs (no flash)', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  // With every script bundle blocked, only the inline pre-paint script can set the theme.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(2, 6, 23)');
});

test('system follows the operating system preference', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await gotoHydrated(page, '/');
  await page.evaluate(() => localStorage.setItem('theme', 'system'));
  await reloadHydrated(page);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});
