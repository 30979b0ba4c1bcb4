import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { admin, nthMailTo } from './admin-session.ts';
import { expectNoAxeViolations } from './axe.ts';
import { buy } from './checkout-steps.ts';
import { expectNoHorizontalScroll } from './overflow.ts';
import { desktop, phone } from './viewports.ts';
import { test } from './visitor.ts';

const keyPattern = /^CM(-[0-9A-HJKMNP-TV-Z]{5}){5}$/;

test("the buyer's library: sign in by email, reveal the key, deactivate a machine, download the latest release", async ({
  page,
}) => {
  const email = `library-${Date.now()}@example.com`;
  // A release to download: the owner publishes the package on sale.
  const owner = await page.request.post('/api/admin/login', { data: admin });
  expect(owner.status()).toBe(200);
  const published = await page.request.post('/api/admin/releases', {
    data: {
      version: `1.${Date.now() % 100_000}.0`,
      channel: 'stable',
      changelog: '- Binance API v4\n- Faster order placement',
    },
  });
  expect(published.status(), await published.text()).toBe(201);
  await page.request.post('/api/admin/logout');

  await buy(page, email);
  const key = (await page.getByTestId('licence-key').textContent()) ?? '';
  expect(key).toMatch(keyPattern);
  const activated = await page.request.post('/api/v1/licences/activate', {
    data: { key, fingerprint: 'e2e-machine-0001', name: 'VPS Frankfurt' },
  });
  expect(activated.status()).toBe(200);

  // Signed out, the library asks for a sign-in link; the mail's link opens a page with a button.
  await page.goto('/library');
  await page.getByLabel('Email you bought with').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText('we have just emailed it a sign-in link');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/library-sign-in-desktop.png', fullPage: true });
  const mail = await nthMailTo(email, 'library-sign-in');
  const link = /https?:\/\/[^\s"<>]+(\/library\/sign-in\/[\w-]{43})/.exec(mail)?.[1] ?? '';
  expect(link).not.toBe('');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to your library');
  await page.getByRole('button', { name: 'Open my library' }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  // The key is masked until revealed.
  const shown = page.getByTestId('library-licence-key');
  await expect(shown).toHaveText(`CM-•••••-•••••-•••••-•••••-${key.slice(-5)}`);
  await page.getByRole('button', { name: 'Reveal key' }).click();
  await expect(shown).toHaveText(key);
  await page.getByRole('button', { name: 'Hide key' }).click();
  await expect(shown).not.toHaveText(key);

  await expect(page.getByText('VPS Frankfurt')).toBeVisible();
  await expect(page.getByText('Machines (1 of 2 in use)')).toBeVisible();
  await expectNoAxeViolations(page);
  for (const [label, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    await page.setViewportSize(viewport);
    await expectNoHorizontalScroll(page);
    for (const scheme of ['light', 'dark'] as const) {
      // The site is light unless the visitor picks dark; the choice is applied as the page loads.
      await page.evaluate((theme) => localStorage.setItem('theme', theme), scheme);
      await page.reload();
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expect(page.getByText('VPS Frankfurt')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({
        path: `test-results/library-${label}-${scheme}.png`,
        fullPage: true,
      });
    }
  }

  await page.getByRole('button', { name: 'Deactivate VPS Frankfurt' }).click();
  await expect(page.getByText('Machines (0 of 2 in use)')).toBeVisible();
  await expect(page.getByText('No machine uses this key now.')).toBeVisible();
  const validated = await page.request.post('/api/v1/licences/validate', {
    data: { key, fingerprint: 'e2e-machine-0001' },
  });
  expect(await validated.json()).toMatchObject({ valid: false, code: 'machine_deactivated' });

  // Download latest: a fresh counted link to the buyer's own copy (their licence file in it),
  // whose SHA-256 the page names after the click; the published one is the release's as stored.
  const publishedSha = (
    (await page
      .getByText(/^Published SHA-256 /)
      .first()
      .textContent()) ?? ''
  ).slice(18);
  expect(publishedSha).toMatch(/^[0-9a-f]{64}$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Download latest/ }).click(),
  ]);
  const copy = page.getByRole('status').filter({ hasText: 'carries your own licence file' });
  const sha = ((await copy.locator('span.font-mono').textContent()) ?? '').trim();
  expect(sha).toMatch(/^[0-9a-f]{64}$/);
  expect(sha).not.toBe(publishedSha);
  const zip = await readFile((await download.path()) ?? '');
  expect(createHash('sha256').update(zip).digest('hex')).toBe(sha);
  expect(zip.includes(Buffer.from('cryptomaton/licence.json'))).toBe(true);
  await expect(page.getByText(/4 left today/)).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
});
