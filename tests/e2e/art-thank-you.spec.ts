import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { linkTerms } from '../../src/shared/link-terms.ts';
import { signInAt } from './admin-session.ts';
import { expectNoAxeViolations } from './axe.ts';
import { findLowContrastText } from './contrast.ts';
import { gotoHydrated } from './hydrated.ts';
import { expectNoHorizontalScroll } from './overflow.ts';
import { phone } from './viewports.ts';
import { acceptTerms } from './checkout-steps.ts';
import { newVisitorAddress, test } from './visitor.ts';

/*
 * A collector's thank-you page after buying an art piece, and a piece's status against its
 * supply, as the gallery and the art admin show them.
 */

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const unique = (base: string) => `${base} ${randomBytes(3).toString('hex')}`;
const toast = (page: Page) => page.locator('li[data-state="open"]');
const wide = { width: 1366, height: 900 };
const CODE = /^[A-HJ-NP-Z2-9]{5}(-[A-HJ-NP-Z2-9]{5}){3}$/;

/** A piece made through the art admin's API with the owner's session on `page`. */
async function pieceFor(page: Page, fields: Record<string, unknown> = {}) {
  const name = unique('Aurora');
  const response = await page.request.post('/api/art/collections', {
    data: { name, priceCents: 1250, youtubeUrl: YOUTUBE, totalSupply: 2, ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { name, id: (await response.json()).id as number };
}

for (const viewport of [phone, wide]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`after buying a piece at ${viewport.width} px, ${theme}: the thank-you page names the piece, its edition and certificate`, async ({
      page,
      browser,
    }) => {
      await signInAt(page, '/admin');
      const { name, id } = await pieceFor(page);

      // The collector, without the owner's session.
      const visitor = await browser.newContext({
        viewport,
        extraHTTPHeaders: { 'x-forwarded-for': newVisitorAddress(test.info().workerIndex) },
      });
      const shop = await visitor.newPage();
      await shop.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const email = `collector-${Date.now()}@example.com`;
      await shop.goto(`/checkout?art=${id}`);
      await shop.getByLabel('Email address').fill(email);
      await acceptTerms(shop, 'art');
      await shop.getByRole('button', { name: 'Continue to Payment' }).click();
      await shop.getByLabel('Card number').fill('4242 4242 4242 4242');
      await shop.getByLabel('Expiry').fill('12 / 34');
      await shop.getByLabel('CVC').fill('123');
      await shop.getByRole('button', { name: 'Pay $12.50 USD' }).click();
      await expect(shop.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

      const main = shop.getByRole('main');
      const terms = linkTerms('art');
      await expect(main).toContainText(`Edition 1 of 2 of ${name} is yours.`);
      await expect(main).not.toContainText('Cryptomaton is ready');
      const download = shop.getByRole('link', { name: `Download ${name}` });
      await expect(download).toHaveAttribute('href', /^\/download\/[\w-]{43}\/file$/);
      await expect(shop.getByRole('link', { name: 'Download Cryptomaton' })).toHaveCount(0);
      await expect(main).toContainText(
        `The link works for ${terms.hours} hours after purchase and for up to ${terms.maxDownloads} downloads.`,
      );
      // The expiry names its zone (the browser here runs on UTC).
      await expect(main.getByText(/ (UTC|GMT[+-]?\d*)$/)).toBeVisible();
      // No setup guide: that is for the bot. Support stays.
      await expect(main.getByRole('link', { name: 'setup guide' })).toHaveCount(0);
      await expect(shop.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
        'href',
        '/support',
      );

      const certificate = shop.getByRole('group', { name: 'Certificate of authenticity' });
      const code = (await certificate.locator('code').textContent()) ?? '';
      expect(code).toMatch(CODE);
      const verify = certificate.getByRole('link', {
        name: `/digital-collectibles/verify/${code}`,
      });
      await expect(verify).toHaveAttribute('href', `/digital-collectibles/verify/${code}`);

      await shop.evaluate(() => document.fonts.ready);
      await expectNoHorizontalScroll(shop);
      await expectNoAxeViolations(shop);
      expect(await findLowContrastText(shop)).toEqual([]);
      await shop.screenshot({
        path: test.info().outputPath(`art-thank-you-${viewport.width}-${theme}.png`),
        fullPage: true,
      });

      await verify.click();
      await expect(
        shop.getByRole('heading', { name: 'This certificate is genuine' }),
      ).toBeVisible();
      await expect(shop.getByText(name).first()).toBeVisible();
      await visitor.close();
    });
  }
}

test('a piece set Live with no edition left shows Sold out, and the Sold out filter finds it', async ({
  page,
  browser,
}) => {
  await signInAt(page, '/admin');
  const { name } = await pieceFor(page, { remainingSupply: 0, status: 'live' });

  const visitor = await browser.newContext();
  const shop = await visitor.newPage();
  await gotoHydrated(shop, '/digital-collectibles');
  const card = shop.getByRole('article', { name });
  await expect(card.locator('[data-status]')).toHaveAttribute('data-status', 'sold-out');
  await expect(card.locator('[data-status]')).toHaveText('Status: Sold out');
  await expect(card.getByRole('button', { name: 'Sold out' })).toBeDisabled();

  await shop.getByLabel('Status').selectOption('sold-out');
  await expect(shop).toHaveURL(/status=sold-out/);
  await expect(shop.getByRole('article', { name })).toBeVisible();
  await shop.getByLabel('Status').selectOption('live');
  await expect(shop.getByRole('article', { name })).toHaveCount(0);
  await visitor.close();
});

test('the art admin is warned when the status it sets contradicts the supply', async ({ page }) => {
  await signInAt(page, '/admin');
  const { name } = await pieceFor(page, { totalSupply: 2 });
  await page.goto('/art-admin?tab=manage');
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('2 of 2 left · 0 sold');

  await card.getByLabel('Status').selectOption('sold-out');
  const warning =
    'You set this piece to Sold out, but 2 editions are left: nobody can buy them. Set it to Live or let the status follow supply to sell them.';
  await expect(toast(page)).toContainText('Collection updated successfully');
  await expect(toast(page)).toContainText(warning);
  await expect(card.getByTestId('status-warning')).toHaveText(`Warning: ${warning}`);

  // Live with nothing left: the select keeps what was set, the badge says what the store shows.
  await card.getByLabel('Status').selectOption('live');
  await expect(card.getByTestId('status-warning')).toHaveCount(0);
  await card.getByLabel('Remaining supply').fill('0');
  await card.getByLabel('Remaining supply').blur();
  await expect(card.getByTestId('status-warning')).toContainText(
    'You set this piece to Live, but no editions are left, so the store shows it as Sold out.',
  );
  await expect(card.getByLabel('Status')).toHaveValue('live');
  await expect(card).toContainText('Sold out (set by hand)');
  await expect(card).toContainText('0 of 2 left · 0 sold');
});
