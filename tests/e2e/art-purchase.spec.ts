import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { newVisitorAddress, test } from './visitor.ts';
import { pngImage } from '../../src/server/testing/art-uploads.ts';
import { nthMailTo, signInAt } from './admin-session.ts';
import { acceptTerms, buy } from './checkout-steps.ts';

const toast = (page: Page) => page.locator('li[data-state="open"]');
const pageLinkIn = (mail: string) => /\/download\/[\w-]{43}\b/.exec(mail)?.[0] ?? '';

/** Downloads the file behind a download page and checks it against the SHA-256 it shows. */
async function downloadFromPage(page: Page, pagePath: string, button: string): Promise<Buffer> {
  await page.goto(pagePath);
  const sha = (await page.locator('dd.font-mono').textContent()) ?? '';
  expect(sha).toMatch(/^[0-9a-f]{64}$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: button }).click(),
  ]);
  const zip = await readFile((await download.path()) ?? '');
  expect(createHash('sha256').update(zip).digest('hex')).toBe(sha);
  return zip;
}

test('the owner creates a piece, a collector buys it in the gallery and downloads its package', async ({
  page,
  browser,
}) => {
  const name = `Aurora ${randomBytes(3).toString('hex')}`;
  await signInAt(page, '/admin');
  await page.goto('/art-admin');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Description').fill('Green light over a dark sea.');
  await page.getByLabel('Price (USD)').fill('12.5');
  await page.getByLabel('Total supply').fill('2');
  const png = await pngImage(1200, 900);
  await page
    .getByLabel('Image or video')
    .setInputFiles({ name: 'aurora.png', mimeType: 'image/png', buffer: png });
  await expect(toast(page)).toContainText('Image uploaded successfully');
  await page.getByRole('button', { name: 'Create Collection' }).click();
  await expect(toast(page)).toContainText('NFT collection created successfully');

  // The collector: a visitor of their own, without the owner's session.
  const visitor = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': newVisitorAddress(test.info().workerIndex) },
  });
  const shop = await visitor.newPage();
  const email = `collector-${Date.now()}@example.com`;
  await shop.goto('/digital-collectibles');
  const card = shop.getByRole('article', { name });
  await expect(card).toContainText('2 / 2');
  await card.getByRole('link', { name: `Buy now: ${name}` }).click();
  await expect(shop).toHaveURL(/\/checkout\?art=\d+$/);
  await expect(shop.getByRole('complementary', { name: 'Order summary' })).toContainText(name);
  await shop.getByLabel('Email address').fill(email);
  await acceptTerms(shop, 'art');
  await shop.getByRole('button', { name: 'Continue to Payment' }).click();
  await shop.getByLabel('Card number').fill('4242 4242 4242 4242');
  await shop.getByLabel('Expiry').fill('12 / 34');
  await shop.getByLabel('CVC').fill('123');
  await shop.getByRole('button', { name: 'Pay $12.50 USD' }).click();
  await expect(shop.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

  const mail = await nthMailTo(email, 'art-delivery');
  expect(mail).toContain(`${name}, edition 1 of 2`);
  expect(mail).toContain('72');
  const zip = await downloadFromPage(shop, pageLinkIn(mail), 'Download your art package');
  const entries = zip.toString('latin1');
  for (const file of ['certificate-of-authenticity.pdf', 'metadata.json', 'CHECKSUMS.txt']) {
    expect(entries).toContain(file);
  }
  await shop.goto('/digital-collectibles');
  await expect(shop.getByRole('article', { name })).toContainText('1 / 2');

  // The certificate's code checks out on the verify page.
  const code = /\b([A-HJ-NP-Z2-9]{5}(?:-[A-HJ-NP-Z2-9]{5}){3})\b/.exec(mail ?? '')?.[1] ?? '';
  expect(code).not.toBe('');
  await shop.goto(`/digital-collectibles/verify/${code}`);
  await expect(shop.getByRole('heading', { name: 'This certificate is genuine' })).toBeVisible();
  await expect(shop.getByText(name).first()).toBeVisible();
  await visitor.close();
});

test('manual delivery sends a sample piece to a paid order, followed to the buyer’s mail', async ({
  page,
}) => {
  const email = `paid-${Date.now()}@example.com`;
  await buy(page, email);
  await signInAt(page, '/admin');
  const found = await page.request.get(`/api/admin/orders?q=${encodeURIComponent(email)}`);
  const [order] = (await found.json()).orders;
  const orderId = String(order.id);

  await page.goto('/admin/manual-delivery');
  // Never pre-filled with sample values.
  await expect(page.getByLabel('Order reference or ID')).toHaveValue('');
  await expect(page.getByLabel('Customer Email')).toHaveValue('');
  await expect(page.getByRole('heading', { name: 'What Gets Delivered' })).toBeVisible();

  await page.getByRole('button', { name: 'Review delivery' }).click();
  await expect(toast(page)).toContainText('Delivery Error');

  // The reference the buyer's receipt shows, as the buyer would quote it.
  await page.getByLabel('Order reference or ID').fill(order.reference);
  const choices = page.getByLabel('NFT Collection');
  const stellarVoid = choices.locator('option', { hasText: 'Stellar Void' });
  await expect(stellarVoid).toHaveCount(1);
  await choices.selectOption((await stellarVoid.getAttribute('value')) ?? '');
  await page.getByRole('button', { name: 'Review delivery' }).click();
  const review = page.getByRole('region', { name: 'Confirm this delivery' });
  await expect(review).toContainText(order.reference);
  await expect(review).toContainText(email);
  await expect(review).toContainText('Stellar Void');
  await review.getByRole('button', { name: 'Send NFT Package' }).click();
  await expect(toast(page)).toContainText('NFT Package Delivered!');
  await expect(toast(page)).toContainText(`Email sent to ${email} with download link`);

  const mail = await nthMailTo(email, 'art-delivery');
  expect(mail).toContain('Stellar Void');
  expect(mail).toContain('None: sent by our team at no charge');
  await downloadFromPage(page, pageLinkIn(mail), 'Download your art package');

  // The order's timeline records who sent what.
  await page.goto(`/admin/orders/${orderId}`);
  await expect(page.getByText(/Art piece sent by hand by /)).toBeVisible();
});
