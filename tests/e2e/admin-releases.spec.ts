import { expect } from '@playwright/test';
import { test } from './visitor.ts';
import { signInAt } from './admin-session.ts';
import { expectNoAxeViolations } from './axe.ts';

test('/admin/releases: publish the current package as a release, then open its page', async ({
  page,
}) => {
  await signInAt(page, '/admin/releases');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Releases');
  await expect(page.getByRole('heading', { name: 'Publish a release' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A version the server refuses says why beside the field, before anything is sent.
  await page.getByLabel('Version').fill('v2');
  await page.getByRole('button', { name: 'Publish release' }).click();
  await expect(page.getByLabel('Version')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Changelog')).toHaveAttribute('aria-invalid', 'true');

  // A version no earlier run against the same server has taken.
  const version = `1.${Date.now() % 1_000_000}.0`;
  await page.getByLabel('Version').fill(version);
  await page.getByLabel('Channel').selectOption('stable');
  await page.getByLabel('Changelog').fill('## What changed\n\n- Binance API v3 orders');
  await page.getByRole('button', { name: 'Publish release' }).click();
  await expect(page.locator('li[data-state="open"]')).toContainText(`Release ${version} published`);

  await expect(page).toHaveURL(/\/admin\/releases\/\d+$/);
  await expect(page.getByRole('heading', { name: version })).toBeVisible();
  await expect(page.getByText('Binance API v3 orders')).toBeVisible();
  await expect(page.getByText('Get this release')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'All releases' }).click();
  // The releases list in the page itself: the publish toast is a list item too while it shows.
  const item = page.getByRole('main').getByRole('listitem').filter({ hasText: version });
  await expect(item).toContainText('Stable');
  await expect(item).toContainText('New buyers get this');
});
