import { expect } from '@playwright/test';
import { test } from './visitor.ts';
import type { ArtVerification } from '../../src/shared/art-verification.ts';
import { expectNoAxeViolations } from './axe.ts';
import { findLowContrastText } from './contrast.ts';
import { desktop, phone } from './viewports.ts';
import { gotoHydrated } from './hydrated.ts';

// The e2e server has sold no art, so a genuine answer is stubbed here; the route tests check the
// real answer against an issued edition (src/server/art/verify-routes.test.ts).
const genuine: ArtVerification = {
  valid: true,
  collectionName: 'Nebula Genesis',
  rarity: 'epic',
  editionNumber: 3,
  editionOf: 10,
  ownerEmailMasked: 'a•••@example.com',
  issuedAt: '2026-11-22T20:08:13.000Z',
};
const CODE = 'K7MPQ-2X9ZR-T4HWN-8BCD3';

test('a genuine certificate: the page says so, with the edition’s facts', async ({ page }) => {
  let asked = '';
  await page.route('**/api/art/verify/*', (route) => {
    asked = new URL(route.request().url()).pathname;
    return route.fulfill({ json: genuine });
  });
  await gotoHydrated(page, `/digital-collectibles/verify/${CODE}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This certificate is genuine');
  const main = page.getByRole('main');
  for (const text of ['Nebula Genesis', 'Epic', '3 of 10', 'a•••@example.com', CODE]) {
    await expect(main).toContainText(text);
  }
  await expect(main).toContainText(/November 2[23], 2026/);
  expect(asked).toBe(`/api/art/verify/${CODE}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('an unknown code, asked of the real server: clearly not verified', async ({ page }) => {
  await gotoHydrated(page, '/digital-collectibles/verify/ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No certificate has this code');
  await expect(page.getByRole('main')).toContainText('ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ');
  await expect(page.getByRole('main')).toContainText('the certificate is not genuine');
  // Another try from the same page.
  await page.getByLabel('Verification code').fill('abcde fghjk lmnpq rstuv');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/digital-collectibles\/verify\/ABCDE-FGHJK-LMNPQ-RSTUV$/);
  await expect(page.getByRole('main')).toContainText('ABCDE-FGHJK-LMNPQ-RSTUV');
});

test('a malformed code in the address is answered like an unknown one', async ({ page }) => {
  await gotoHydrated(page, '/digital-collectibles/verify/not-a-code');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('No certificate has this code');
  await expect(page.getByRole('main')).toContainText('not-a-code');
});

test('the gallery’s “Verify a certificate” form checks the code before going there', async ({
  page,
}) => {
  await page.route('**/api/art/verify/*', (route) => route.fulfill({ json: genuine }));
  await gotoHydrated(page, '/digital-collectibles');
  const form = page.getByRole('region', { name: 'Verify a certificate' });
  const field = form.getByLabel('Verification code');
  await field.fill('K7MPQ-2X9');
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/Please enter the whole code/);
  await expect(page).toHaveURL(/\/digital-collectibles$/);

  await field.fill(CODE.toLowerCase());
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(new RegExp(`/digital-collectibles/verify/${CODE}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This certificate is genuine');
});

test('a check that fails to run offers to try again', async ({ page }) => {
  let calls = 0;
  await page.route('**/api/art/verify/*', (route) =>
    (calls += 1) === 1
      ? route.fulfill({ status: 429, json: { error: 'Too Many Requests', message: 'Slow down.' } })
      : route.fulfill({ json: genuine }),
  );
  await gotoHydrated(page, `/digital-collectibles/verify/${CODE}`);
  await expect(page.getByRole('alert')).toContainText('Slow down.');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This certificate is genuine');
});

for (const viewport of [phone, desktop]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`verify pages at ${viewport.width} px, ${theme}: no axe violations, readable text`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.route(`**/api/art/verify/${CODE}`, (route) => route.fulfill({ json: genuine }));
      for (const [code, heading] of [
        [CODE, 'This certificate is genuine'],
        ['ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ', 'No certificate has this code'],
      ] as const) {
        await gotoHydrated(page, `/digital-collectibles/verify/${code}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await page.evaluate(() => document.fonts.ready);
        await expectNoAxeViolations(page);
        expect(await findLowContrastText(page)).toEqual([]);
      }
    });
  }
}
