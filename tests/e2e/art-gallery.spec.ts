import { expect, type Page } from '@playwright/test';
import { test } from './visitor.ts';
import type { ArtCollection } from '../../src/shared/art.ts';
import { galleryFixture, stubGallery, YOUTUBE_ID } from './art-fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { findLowContrastText } from './contrast.ts';
import { expectNoHorizontalScroll, narrowWidths } from './overflow.ts';
import { desktop, phone } from './viewports.ts';
import { gotoHydrated, reloadHydrated } from './hydrated.ts';

const card = (page: Page, name: string) => page.getByRole('article', { name });

/** Requests to any host but the e2e server's own. */
function foreignRequests(page: Page, baseURL: string | undefined): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== baseURL) {
      foreign.push(request.url());
    }
  });
  return foreign;
}

/** Content-Security-Policy refusals the page reports. */
function cspViolations(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

test('the gallery shows whatever the shop has on sale, live from the API', async ({
  page,
  request,
}) => {
  const { collections } = (await (await request.get('/api/art/collections')).json()) as {
    collections: ArtCollection[];
  };
  await gotoHydrated(page, '/digital-collectibles');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Digital art collectibles');
  if (collections.length === 0) {
    await expect(page.getByText('No collections are on sale right now.')).toBeVisible();
  } else {
    for (const collection of collections) {
      await expect(card(page, collection.name)).toBeVisible();
    }
    await expect(page.getByRole('article')).toHaveCount(collections.length);
  }
  // The owner signs in from the admin area; the public gallery shows visitors no way in.
  await expect(page.getByRole('link', { name: 'Art admin' })).toHaveCount(0);
  await expect(page.locator('a[href="/art-admin"]')).toHaveCount(0);
});

test('the prerendered page arrives with its loading state, before any script runs', async ({
  request,
}) => {
  const html = await (await request.get('/digital-collectibles')).text();
  expect(html).toContain('Digital art collectibles');
  expect(html).toContain('Loading the collections…');
});

test('each card: artwork, name, description, rarity, status, supply, price and buying', async ({
  page,
}) => {
  await stubGallery(page);
  await gotoHydrated(page, '/digital-collectibles');
  const nebula = card(page, 'Nebula Genesis');
  await expect(nebula).toContainText('A star nursery in violet and teal');
  await expect(nebula).toContainText('Rarity: Epic');
  await expect(nebula).toContainText('Status: Almost gone');
  await expect(nebula).toContainText('3 / 10');
  await expect(nebula).toContainText('$149.00');
  await expect(nebula).toContainText('Sample piece');
  await expect(card(page, 'Cosmic Drift')).toContainText('$79.50');
  await expect(card(page, 'Cosmic Drift')).not.toContainText('Sample piece');

  // The image: every size in srcset, its size set, sizes for the card's width.
  const art = nebula.getByRole('img', { name: 'Nebula Genesis' });
  await expect(art).toHaveAttribute('width', '1600');
  await expect(art).toHaveAttribute('height', '1200');
  await expect(art).toHaveAttribute(
    'srcset',
    '/media/art/fixture-nebula/480w 480w, /media/art/fixture-nebula/960w 960w, /media/art/fixture-nebula/1600w 1600w',
  );
  await expect(art).toHaveAttribute('sizes', /384px/);
  expect(await art.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(card(page, 'Pulsar Bloom').getByRole('img')).toHaveAttribute('loading', 'lazy');

  // An uploaded video: controls, and nothing downloaded before play.
  const video = card(page, 'Stellar Void').locator('video');
  await expect(video).toHaveAttribute('controls', '');
  await expect(video).toHaveAttribute('preload', 'none');

  // Buy: a full page load into checkout (its document gets the card provider's policy).
  const buy = nebula.getByRole('link', { name: 'Buy now: Nebula Genesis' });
  await expect(buy).toHaveAttribute('href', '/checkout?art=101');
  for (const name of ['Aurora Crown', 'Pulsar Bloom']) {
    await expect(card(page, name).getByRole('button', { name: 'Sold out' })).toBeDisabled();
    await expect(card(page, name).getByRole('link', { name: /Buy/ })).toHaveCount(0);
  }
  await expect(card(page, 'Pulsar Bloom')).toContainText('held for buyers who are paying now');

  await page.evaluate(() => Object.assign(window, { galleryDocument: true }));
  await buy.click();
  await expect(page).toHaveURL(/\/checkout\?art=101$/);
  // A new document, not an in-app navigation.
  expect(await page.evaluate(() => 'galleryDocument' in window)).toBe(false);
});

test('filters by rarity and status, says when nothing matches, and keeps them in the URL', async ({
  page,
}) => {
  await stubGallery(page);
  await gotoHydrated(page, '/digital-collectibles');
  await expect(page.getByRole('article')).toHaveCount(5);
  await expect(page.getByText('Showing 5 of 5 pieces')).toBeVisible();

  await page.getByLabel('Rarity').selectOption('common');
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page).toHaveURL(/\?rarity=common$/);
  await page.getByLabel('Status').selectOption('almost-gone');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(card(page, 'Pulsar Bloom')).toBeVisible();
  await expect(page.getByText('Showing 1 of 5 pieces')).toBeVisible();

  await page.getByLabel('Rarity').selectOption('legendary');
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByText('No collections match these filters.')).toBeVisible();
  await reloadHydrated(page);
  await expect(page.getByText('No collections match these filters.')).toBeVisible();
  await expect(page.getByLabel('Rarity')).toHaveValue('legendary');

  await page.getByRole('button', { name: 'Show all collections' }).click();
  await expect(page.getByRole('article')).toHaveCount(5);
  await expect(page).toHaveURL(/\/digital-collectibles$/);
});

test('a YouTube piece contacts no other host until the visitor clicks play', async ({
  page,
  baseURL,
}) => {
  const foreign = foreignRequests(page, baseURL);
  const refused = cspViolations(page);
  const player: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    player.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<title>player</title><p>Player</p>' });
  });
  await stubGallery(page);
  await gotoHydrated(page, '/digital-collectibles');
  const drift = card(page, 'Cosmic Drift');
  await expect(drift.getByRole('button', { name: 'Play video: Cosmic Drift' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(foreign).toEqual([]);
  expect(await page.locator('iframe').count()).toBe(0);

  await drift.getByRole('button', { name: 'Play video: Cosmic Drift' }).click();
  const frame = drift.locator('iframe');
  await expect(frame).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}?autoplay=1`,
  );
  await expect(frame).toHaveAttribute('title', 'Cosmic Drift (YouTube video)');
  // The page's policy let the frame load: the request reached the (stubbed) player.
  await expect.poll(() => player.length).toBe(1);
  expect(foreign.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
  expect(refused).toEqual([]);
});

test('reached by an in-app link, the gallery reloads itself once to play a video', async ({
  page,
}) => {
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>Player</p>' }),
  );
  await stubGallery(page);
  // A page React Router runs on (the FAQ page hydrates islands only: scripts/island-pages.ts).
  await gotoHydrated(page, '/how-it-works');
  // An in-app navigation keeps that document and its policy (no frames at all).
  await page.evaluate(() =>
    (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter.navigate('/digital-collectibles'),
  );
  const play = card(page, 'Cosmic Drift').getByRole('button', { name: 'Play video: Cosmic Drift' });
  await expect(play).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await play.click();
  await reloaded;
  await expect(page).toHaveURL(/\/digital-collectibles#art-102$/);
  await expect(card(page, 'Cosmic Drift').locator('iframe')).toHaveAttribute(
    'src',
    /youtube-nocookie\.com\/embed\//,
  );
  // Only that click: the next visit shows the poster again.
  await reloadHydrated(page);
  await expect(play).toBeVisible();
});

test('a broken image falls back to the self-hosted placeholder', async ({ page }) => {
  await stubGallery(page);
  await gotoHydrated(page, '/digital-collectibles');
  const placeholder = card(page, 'Aurora Crown').getByRole('img', {
    name: 'Aurora Crown: artwork unavailable',
  });
  await expect(placeholder).toHaveAttribute('src', '/images/art/artwork-unavailable.svg');
  await expect
    .poll(() => placeholder.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

test('JSON-LD: a Product with its Offer for each piece, without tripping the CSP', async ({
  page,
}) => {
  const refused = cspViolations(page);
  await stubGallery(page);
  await gotoHydrated(page, '/digital-collectibles');
  await expect(page.getByRole('article')).toHaveCount(5);
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text),
  );
  const products = blocks.filter((block) => block['@type'] === 'Product');
  expect(products.map((product) => product.name)).toEqual(galleryFixture.map((c) => c.name));
  const offer = (name: string) => products.find((product) => product.name === name).offers;
  expect(offer('Nebula Genesis')).toMatchObject({
    '@type': 'Offer',
    price: '149.00',
    priceCurrency: 'USD',
    availability: 'https://schema.org/LimitedAvailability',
  });
  expect(offer('Cosmic Drift').availability).toBe('https://schema.org/InStock');
  expect(offer('Aurora Crown').availability).toBe('https://schema.org/SoldOut');
  expect(offer('Pulsar Bloom').availability).toBe('https://schema.org/SoldOut');
  expect(products[0].image).toMatch(/^https?:\/\/[^/]+\/media\/art\/fixture-nebula\//);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/digital-collectibles$/,
  );
  expect(refused).toEqual([]);
});

test('a failed load says so and offers to try again', async ({ page }) => {
  let calls = 0;
  await stubGallery(page);
  await page.route('**/api/art/collections', (route) =>
    (calls += 1) === 1
      ? route.fulfill({ status: 503, json: { error: 'Service Unavailable', message: 'Down.' } })
      : route.fallback(),
  );
  await gotoHydrated(page, '/digital-collectibles');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('We could not load the collections');
  await expect(alert).toContainText('Down.');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article')).toHaveCount(5);
});

for (const viewport of [phone, desktop]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`gallery at ${viewport.width} px, ${theme}: no axe violations, readable text`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await stubGallery(page);
      await gotoHydrated(page, '/digital-collectibles');
      await expect(page.getByRole('article')).toHaveCount(5);
      await page.evaluate(() => document.fonts.ready);
      await expectNoAxeViolations(page);
      expect(await findLowContrastText(page)).toEqual([]);
    });
  }
}

test('the full gallery never scrolls sideways on narrow screens', async ({ page }) => {
  await stubGallery(page);
  for (const width of narrowWidths) {
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, '/digital-collectibles');
    await expect(page.getByRole('article')).toHaveCount(5);
    await expectNoHorizontalScroll(page);
  }
});
