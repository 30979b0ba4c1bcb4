import { expect, type Page } from '@playwright/test';
import { test } from './visitor.ts';
import { expectNoHorizontalScroll } from './overflow.ts';
import { desktop, phone } from './viewports.ts';
import { gotoHydrated } from './hydrated.ts';

// The sample pieces every fresh shop has; the e2e server starts on a fresh one.
const PIECE = { name: 'Nebula Genesis', path: '/digital-collectibles/nebula-genesis' };
const shots = process.env.ART_PIECE_SHOTS;

const useTheme = (page: Page, theme: 'light' | 'dark') =>
  page.addInitScript((value) => localStorage.setItem('theme', value), theme);

test.describe('the way to the art store', () => {
  test('the header, footer and home page link to it by one name', async ({ page }) => {
    await page.setViewportSize(desktop);
    await gotoHydrated(page, '/');
    const main = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(main.getByRole('link', { name: 'Digital art', exact: true })).toHaveAttribute(
      'href',
      '/digital-collectibles',
    );
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Digital art', exact: true }),
    ).toHaveAttribute('href', '/digital-collectibles');
    const teaser = page.getByRole('main').getByRole('link', { name: /digital art/i });
    await expect(teaser).toHaveAttribute('href', '/digital-collectibles');
    await teaser.click();
    await expect(page).toHaveURL(/\/digital-collectibles$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Digital art collectibles');
  });

  test('the phone menu links to it', async ({ page }) => {
    await page.setViewportSize(phone);
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Digital art', exact: true }).click();
    await expect(page).toHaveURL(/\/digital-collectibles$/);
    await expect(menu).toBeHidden();
  });
});

test('gallery → piece page → checkout, with the piece in the order summary', async ({ page }) => {
  await page.setViewportSize(desktop);
  await gotoHydrated(page, '/digital-collectibles');
  await page
    .getByRole('article', { name: PIECE.name })
    .getByRole('heading')
    .getByRole('link', { name: PIECE.name })
    .click();
  await expect(page).toHaveURL(new RegExp(`${PIECE.path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PIECE.name);
  await expect(page).toHaveTitle('Nebula Genesis, Epic digital art | Cryptomaton');
  const facts = page.locator('dl').first();
  await expect(facts).toContainText('RarityEpic');
  await expect(facts).toContainText('Edition size10');
  await expect(facts).toContainText('Editions left');
  await expect(facts).toContainText('$49.00');
  const contents = page.getByRole('region', { name: 'What the package holds' });
  for (const file of ['nebula-genesis.png', 'certificate-of-authenticity.pdf', 'metadata.json']) {
    await expect(contents).toContainText(file);
  }
  await expect(page.getByRole('region', { name: 'How delivery works' })).toContainText(
    'good for 72 hours and 3 downloads',
  );

  await page.getByRole('link', { name: `Buy now: ${PIECE.name}` }).click();
  await expect(page).toHaveURL(/\/checkout\?art=\d+$/);
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary.getByRole('img', { name: PIECE.name })).toBeVisible();
  await expect(summary).toContainText('Rarity: Epic');
  await expect(summary).toContainText(/Edition \d+ of 10 \(expected\)/);
  await expect(summary).toContainText('72 hours and 3 downloads');
});

test('a piece page carries its own head tags once, and Product data', async ({ page }) => {
  await gotoHydrated(page, PIECE.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PIECE.name);
  await expect(page.locator('title')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/digital-collectibles\/nebula-genesis$/,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /newborn star/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/media\/art\/[\w-]+\/\d+w$/,
  );
  const ld = page.locator('script[type="application/ld+json"]');
  await expect(ld).toHaveCount(1);
  expect(JSON.parse((await ld.textContent()) ?? '{}')).toMatchObject({
    '@type': 'Product',
    name: PIECE.name,
    offers: { price: '49.00', priceCurrency: 'USD' },
  });
});

test('an unknown piece is the not-found page with 404', async ({ page }) => {
  const response = await page.goto('/digital-collectibles/no-such-piece');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
});

for (const viewport of [phone, { width: 1366, height: 900 }]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`piece page and art checkout at ${viewport.width} px, ${theme}: no sideways scroll`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await useTheme(page, theme);
      await gotoHydrated(page, PIECE.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PIECE.name);
      await expectNoHorizontalScroll(page);
      if (shots) {
        await page.screenshot({
          path: `${shots}/piece-${viewport.width}-${theme}.png`,
          fullPage: true,
        });
      }
      await page.getByRole('link', { name: `Buy now: ${PIECE.name}` }).click();
      await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText(
        'Rarity: Epic',
      );
      await expectNoHorizontalScroll(page);
      if (shots) {
        await page.screenshot({
          path: `${shots}/checkout-${viewport.width}-${theme}.png`,
          fullPage: true,
        });
      }
    });
  }
}
