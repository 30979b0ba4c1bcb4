import { expect, type Page } from '@playwright/test';
import { test } from './visitor.ts';
import { gotoHydrated } from './hydrated.ts';
import { phone } from './viewports.ts';

/*
 * The pricing, FAQ, features and blog pages hydrate their islands only, as the home page does
 * (scripts/island-pages.ts, ADR 0014): React and each island's own code, no React Router, each
 * island when it is seen or touched.
 */
test.use({ viewport: phone });

const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`);
const started = (page: Page, name: string) =>
  island(page, name).evaluate((element) => element.hasAttribute('data-hydration-started'));

/** Scripts the page requests, and console or page errors (an island mismatch is one). */
function watch(page: Page) {
  const scripts: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { scripts, problems };
}

const pages = [
  { path: '/pricing', entry: 'pricing-islands' },
  { path: '/faq', entry: 'faq-islands' },
  { path: '/features', entry: 'shell-islands' },
  { path: '/blog', entry: 'shell-islands' },
  { path: '/blog/what-is-vps-why-trading-bot-needs-it', entry: 'shell-islands' },
];

for (const { path, entry } of pages) {
  test(`${path} loads its islands, no React Router, and hydrates the header it shows`, async ({
    page,
  }) => {
    const { scripts, problems } = watch(page);
    await gotoHydrated(page, path);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((script) => script.startsWith(`/assets/${entry}-`))).toBe(true);
    expect(scripts.filter((script) => /framework|entry\.client|manifest-/.test(script))).toEqual(
      [],
    );
    await expect(island(page, 'header')).toHaveAttribute('data-island-hydrated', '');
    // The menu, through React now: open, then Escape closes it.
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    expect(problems).toEqual([]);
  });
}

test('/pricing: the FAQ waits until seen; the buy button refuses a closed checkout with a toast', async ({
  page,
}) => {
  const { problems } = watch(page);
  await gotoHydrated(page, '/pricing');
  expect(await started(page, 'faq'), 'the FAQ is below the fold on a phone').toBe(false);
  await page.locator('#faq').scrollIntoViewIfNeeded();
  await expect(island(page, 'faq')).toHaveAttribute('data-island-hydrated', '');

  await page.route('**/api/checkout/status', (route) =>
    route.fulfill({ json: { open: false, closedReason: 'Back on Monday.' } }),
  );
  await page.getByRole('link', { name: 'Buy Now' }).click();
  // The buy button's island brings the toaster with it: the refusal shows.
  await expect(page.locator('li[data-state="open"]')).toContainText('Checkout closed');
  await expect(page).toHaveURL(/\/pricing$/);
  expect(problems).toEqual([]);
});

test('/faq: the contact form hydrates when touched and its toast shows', async ({ page }) => {
  const { problems } = watch(page);
  await gotoHydrated(page, '/faq');
  expect(await started(page, 'contact')).toBe(false);
  const contact = page.locator('#contact');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('li[data-state="open"]')).toContainText('Validation Error');
  await expect(contact.getByLabel('Email (required)')).toHaveAttribute('aria-invalid', 'true');
  expect(problems).toEqual([]);
});
