import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from './visitor.ts';
import { pngImage } from '../../src/server/testing/art-uploads.ts';
import { signInAt } from './admin-session.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectNoHorizontalScroll } from './overflow.ts';
import { phone } from './viewports.ts';

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const NEED_ARTWORK = 'Please provide either a YouTube URL or upload an image';

/** A name no other test (they run in parallel on one server) uses. */
const unique = (base: string) => `${base} ${randomBytes(3).toString('hex')}`;

const toast = (page: Page) => page.locator('li[data-state="open"]');

async function openPanel(page: Page, tab?: 'manage') {
  await signInAt(page, '/admin');
  await page.goto(tab ? '/art-admin?tab=manage' : '/art-admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Art admin');
}

/** A collection made through the API (the page's own session), to edit or delete on screen. */
async function collectionFor(page: Page, fields: Record<string, unknown> = {}) {
  const name = unique('Comet');
  const response = await page.request.post('/api/art/collections', {
    data: { name, priceCents: 1250, youtubeUrl: YOUTUBE, totalSupply: 5, ...fields },
  });
  expect(response.status()).toBe(201);
  return { name, id: (await response.json()).id as number };
}

const cardOf = (page: Page, name: string) => page.getByRole('article', { name });

test('an unauthenticated visit lands on the store', async ({ page }) => {
  await page.goto('/art-admin');
  await expect(page).toHaveURL(/\/digital-collectibles$/);
});

test('the panel checks authorization with a spinner, and a refusal returns to the store', async ({
  page,
}) => {
  await signInAt(page, '/admin');
  let release = () => undefined as void;
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/art-admin/check-auth', async (route) => {
    await answered;
    await route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Unauthorized', message: 'Please sign in to continue.' }),
    });
  });
  await page.goto('/art-admin');
  await expect(page.getByRole('status')).toContainText('Checking authorization...');
  release();
  await expect(page).toHaveURL(/\/digital-collectibles$/);
});

test('tabs, and Exit Admin and Back to Store both go to the store', async ({ page }) => {
  await openPanel(page);
  await expect(page.getByRole('tab', { name: 'Create New Art' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('tab', { name: 'Manage Collections' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Exit Admin' }).click();
  await expect(page).toHaveURL(/\/digital-collectibles$/);
  await page.goto('/art-admin');
  await page.getByRole('link', { name: 'Back to Store' }).click();
  await expect(page).toHaveURL(/\/digital-collectibles$/);
});

test('create a collection with an uploaded PNG', async ({ page }) => {
  await openPanel(page);
  const name = unique('Aurora');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill('Northern lights over a quiet sea.');
  await page.getByLabel('Price (USD)').fill('24.99');
  await page.getByLabel('Total supply').fill('7');
  // Editing the total supply sets the remaining supply too (docs/product-rules.md).
  await expect(page.getByLabel('Remaining supply')).toHaveValue('7');
  await expect(page.getByLabel('Rarity')).toHaveValue('common');
  await expect(page.getByLabel('Status')).toHaveValue('live');
  await page.getByLabel('Rarity').selectOption('epic');

  const png = await pngImage(1200, 900);
  await page
    .getByLabel('Image or video')
    .setInputFiles({ name: 'aurora.png', mimeType: 'image/png', buffer: png });
  await expect(toast(page)).toContainText('Image uploaded successfully');
  await expect(page.getByRole('img', { name: `Artwork of ${name}` })).toBeVisible();

  const [sent] = await Promise.all([
    page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/art/collections'),
    ),
    page.getByRole('button', { name: 'Create Collection' }).click(),
  ]);
  // The typed dollars travel as cents.
  expect(sent.postDataJSON()).toMatchObject({ priceCents: 2499 });
  expect(sent.postDataJSON()).not.toHaveProperty('price');
  await expect(toast(page)).toContainText('NFT collection created successfully');
  // The form starts over with a new collection's defaults.
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Total supply')).toHaveValue('1');

  const { collections } = await (await page.request.get('/api/art/collections')).json();
  const created = collections.find((c: { name: string }) => c.name === name);
  expect(created).toMatchObject({
    priceCents: 2499,
    price: 24.99,
    totalSupply: 7,
    remainingSupply: 7,
    rarity: 'epic',
    status: 'live',
    artwork: { kind: 'image', width: 960, height: 720 },
  });

  await page.getByRole('tab', { name: 'Manage Collections' }).click();
  await expect(cardOf(page, name)).toBeVisible();
  await expect(cardOf(page, name).getByRole('img', { name: `Artwork of ${name}` })).toBeVisible();
});

test('create a collection with a YouTube URL', async ({ page }) => {
  await openPanel(page);
  const name = unique('Drift');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Price (USD)').fill('9');
  await page.getByLabel('YouTube URL').fill(YOUTUBE);
  await page.getByRole('button', { name: 'Create Collection' }).click();
  await expect(toast(page)).toContainText('NFT collection created successfully');
  await page.getByRole('tab', { name: 'Manage Collections' }).click();
  await expect(cardOf(page, name).getByLabel('YouTube URL')).toHaveValue(YOUTUBE);
  await expect(cardOf(page, name)).toContainText('YouTube video');
});

test('without artwork the form says what is missing and sends nothing', async ({ page }) => {
  await openPanel(page);
  let posted = false;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/art/collections')) {
      posted = true;
    }
  });
  await page.getByLabel('Name').fill(unique('Empty'));
  await page.getByLabel('Price (USD)').fill('5');
  await page.getByRole('button', { name: 'Create Collection' }).click();
  await expect(page.getByRole('alert')).toHaveText(NEED_ARTWORK);
  expect(posted).toBe(false);
  await page.getByLabel('YouTube URL').fill(YOUTUBE);
  await expect(page.getByText(NEED_ARTWORK)).toHaveCount(0);
});

test('a refused create says so with the server’s reason', async ({ page }) => {
  await openPanel(page);
  await page.route('**/api/art/collections', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Conflict', message: 'The shop is busy.' }),
        })
      : route.fallback(),
  );
  await page.getByLabel('Name').fill(unique('Refused'));
  await page.getByLabel('Price (USD)').fill('5');
  await page.getByLabel('YouTube URL').fill(YOUTUBE);
  await page.getByRole('button', { name: 'Create Collection' }).click();
  await expect(toast(page)).toContainText('Failed to create NFT collection');
  await expect(toast(page)).toContainText('The shop is busy.');
});

test('an edited field saves itself and is still there after a reload', async ({ page }) => {
  await signInAt(page, '/admin');
  const { name } = await collectionFor(page);
  await page.goto('/art-admin?tab=manage');
  const card = cardOf(page, name);
  const renamed = `${name} II`;
  await card.getByLabel('Name').fill(renamed);
  await expect(toast(page)).toContainText('Collection updated successfully');
  const [saved] = await Promise.all([
    page.waitForRequest((request) => request.method() === 'PUT'),
    card.getByLabel('Price (USD)').fill('15.75'),
  ]);
  expect(saved.postDataJSON()).toEqual({ priceCents: 1575 });
  await expect(toast(page)).toContainText('Collection updated successfully');
  await expect(cardOf(page, renamed)).toContainText('$15.75');

  await page.reload();
  const reloaded = cardOf(page, renamed);
  await expect(reloaded.getByLabel('Name')).toHaveValue(renamed);
  await expect(reloaded.getByLabel('Price (USD)')).toHaveValue('15.75');

  // A new total moves the remaining supply with it.
  await reloaded.getByLabel('Total supply').fill('9');
  await expect(toast(page)).toContainText('Collection updated successfully');
  await expect(reloaded.getByLabel('Remaining supply')).toHaveValue('9');
});

test('a supply the rules refuse shows the server’s reason', async ({ page }) => {
  await signInAt(page, '/admin');
  const { name, id } = await collectionFor(page, { totalSupply: 5 });
  // Three units gone: remaining 2 of 5.
  expect(
    (
      await page.request.put(`/api/art/collections/${id}`, { data: { remainingSupply: 2 } })
    ).status(),
  ).toBe(200);
  await page.goto('/art-admin?tab=manage');
  const card = cardOf(page, name);
  await card.getByLabel('Total supply').fill('2');
  await expect(toast(page)).toContainText('Failed to update NFT collection');
  await expect(toast(page)).toContainText('The total supply can’t go below 3: 3 are already sold.');
  await expect(card.getByLabel('Total supply')).toHaveAttribute('aria-invalid', 'true');
  await page.reload();
  await expect(cardOf(page, name).getByLabel('Total supply')).toHaveValue('5');
});

test('delete asks first, then removes the collection', async ({ page }) => {
  await signInAt(page, '/admin');
  const { name } = await collectionFor(page);
  await page.goto('/art-admin?tab=manage');
  const card = cardOf(page, name);
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(
    `Are you sure you want to delete "${name}"? This action cannot be undone.`,
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('NFT collection deleted successfully');
  await expect(card).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Collections' })).toBeVisible();
  await expect(cardOf(page, name)).toHaveCount(0);
});

test('a failed delete says so', async ({ page }) => {
  await signInAt(page, '/admin');
  const { name } = await collectionFor(page);
  await page.route('**/api/art/collections/*', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500 }) : route.fallback(),
  );
  await page.goto('/art-admin?tab=manage');
  const card = cardOf(page, name);
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Failed to delete NFT collection');
  await expect(card).toBeVisible();
});

test('an upload that is not what it claims is refused with the server’s reason', async ({
  page,
}) => {
  await openPanel(page);
  await page.getByLabel('Image or video').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is text pretending to be a picture'),
  });
  await expect(toast(page)).toContainText('Upload failed');
  await expect(toast(page)).toContainText('fake.png: the content is not a PNG image.');
  await expect(page.getByRole('img', { name: /^Artwork of/ })).toHaveCount(0);
});

test('an upload that fails without a reason says “Failed to upload image”', async ({ page }) => {
  await openPanel(page);
  await page.route('**/api/admin/upload-nft-image', (route) => route.fulfill({ status: 502 }));
  await page.getByLabel('Image or video').setInputFiles({
    name: 'art.png',
    mimeType: 'image/png',
    buffer: await pngImage(8, 8),
  });
  await expect(toast(page)).toContainText('Upload failed');
  await expect(toast(page)).toContainText('Failed to upload image');
});

test('the panel fits a phone', async ({ page }) => {
  await page.setViewportSize(phone);
  await openPanel(page, 'manage');
  await expect(cardOf(page, 'Nebula Genesis')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page);
});
