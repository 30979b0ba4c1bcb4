import { expect } from '@playwright/test';
import { test } from './visitor.ts';
import { blogPaths } from '../../src/client/content/blog/paths.ts';
import { expectNoAxeViolations } from './axe.ts';
import { gotoHydrated } from './hydrated.ts';

test('the blog filters by one category at a time, in the URL: shareable, and Back undoes it', async ({
  page,
}) => {
  await gotoHydrated(page, '/blog');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(6);
  const filters = page.getByRole('navigation', { name: 'Filter by category' });
  const choice = (name: string) => filters.getByRole('link', { name, exact: true });
  await expect(choice('All Categories')).toHaveAttribute('aria-current', 'page');

  await choice('Setup Guide').click();
  await expect(page).toHaveURL(/\/blog\/category\/setup-guide$/);
  await expect(cards).toHaveCount(2);
  await expect(choice('Setup Guide')).toHaveAttribute('aria-current', 'page');
  await expect(choice('All Categories')).not.toHaveAttribute('aria-current');
  await choice('Security').click();
  await expect(page).toHaveURL(/\/blog\/category\/security$/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Security');

  await page.goBack();
  await expect(page).toHaveURL(/\/blog\/category\/setup-guide$/);
  await expect(cards).toHaveCount(2);
  await gotoHydrated(page, '/blog/category/security');
  await expect(choice('Security')).toHaveAttribute('aria-current', 'page');
  await choice('All Categories').click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cards).toHaveCount(6);
  await expectNoAxeViolations(page);
});

test('an article: breadcrumbs, reading time, related articles, structured data', async ({
  page,
}) => {
  await gotoHydrated(page, '/blog');
  await page.getByRole('link', { name: /Read more: .*VPS/ }).click();
  await expect(page).toHaveURL(/\/blog\/what-is-vps-why-trading-bot-needs-it$/);

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs).toHaveCount(4);
  await expect(crumbs.nth(0).getByRole('link')).toHaveAttribute('href', '/');
  await expect(crumbs.nth(1).getByRole('link')).toHaveAttribute('href', '/blog');
  await expect(crumbs.nth(2).getByRole('link')).toHaveAttribute(
    'href',
    '/blog/category/setup-guide',
  );
  await expect(crumbs.nth(3)).toHaveText(await page.getByRole('heading', { level: 1 }).innerText());
  await expect(page.getByText(/\b\d+ min read/)).toBeVisible();

  const related = page.getByRole('region', { name: 'Related articles' }).getByRole('article');
  await expect(related).toHaveCount(3);
  await expect(related.first()).toContainText('Telegram');
  await expectNoAxeViolations(page);

  const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text)['@type'],
  );
  expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));

  await crumbs.nth(2).getByRole('link').click();
  await expect(page).toHaveURL(/\/blog\/category\/setup-guide$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Setup Guide');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
});

test('the category page has its own title and canonical URL', async ({ page }) => {
  await gotoHydrated(page, '/blog/category/risk-management');
  await expect(page).toHaveTitle('Risk Management articles | Cryptomaton');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/blog\/category\/risk-management$/,
  );
});

test('an unknown article answers 404 with Blog Post Not Found and a way back', async ({ page }) => {
  const response = await gotoHydrated(page, '/blog/this-article-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog Post Not Found');
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
});

test('an unknown category answers 404', async ({ page }) => {
  const response = await gotoHydrated(page, '/blog/category/crypto-memes');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Category Not Found');
});

test('the home page’s step 3 links to the API-key article', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page
    .locator('#how-it-works')
    .getByRole('link', { name: /Binance API keys/ })
    .click();
  await expect(page).toHaveURL(/\/blog\/securing-binance-api-keys$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Binance API');
});

test('every article ends with three related articles', async ({ page }) => {
  for (const path of blogPaths().filter(
    (p) => !p.includes('/category/') && !p.includes('not-found'),
  )) {
    await gotoHydrated(page, path);
    await expect(
      page.getByRole('region', { name: 'Related articles' }).getByRole('article'),
      path,
    ).toHaveCount(3);
  }
});

// Lighthouse's link-text audit reads each link's innerText (not its aria-label) and fails on
// "Read more" alone; the card shows "Read more" and has the title in visually hidden text.
for (const path of ['/', '/blog']) {
  test(`${path}: each "Read more" shows those words and names its article`, async ({ page }) => {
    await gotoHydrated(page, path);
    const links = page.getByRole('link', { name: /^Read more/ });
    await expect(links.first()).toBeVisible();
    for (const link of await links.all()) {
      // Home's lower bands are laid out as they come near (whole-page.ts), and text not laid out
      // has no innerText: read each link where a visitor reads it, once on screen.
      await link.scrollIntoViewIfNeeded();
      await expect
        .poll(async () => (await link.innerText()).replace(/\s+/g, ' '))
        .toMatch(/^Read more ?: \S/);
      const visible = await link.evaluate((element) =>
        [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join('')
          .trim(),
      );
      expect(visible).toBe('Read more');
    }
  });
}
