import { expect, type Page } from '@playwright/test';
import { test } from './visitor.ts';
import { downloadLinks, mailsTo, nthMailTo, signInAt } from './admin-session.ts';
import { expectNoAxeViolations } from './axe.ts';
import { buy } from './checkout-steps.ts';
import { expectNoHorizontalScroll } from './overflow.ts';
import { desktop, phone } from './viewports.ts';

const DELIVERY = '/api/admin/convert-to-nft-delivery';

/** Counts the deliveries the page sends (POSTs to the delivery path itself, not its preview). */
function countDeliveries(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === DELIVERY) sent += 1;
  });
  return () => sent;
}

// Each size delivers its own sample piece, so the two, run in parallel, never take each
// other's edition number between the review and the send.
for (const [device, viewport, piece] of [
  ['phone', phone, { id: '1', name: 'Nebula Genesis', rarity: 'Epic' }],
  ['desktop', desktop, { id: '2', name: 'Cosmic Drift', rarity: 'Rare' }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport });

    test('the reference a buyer quotes, who gets what, and a double click sends one mail whose link works', async ({
      page,
    }, testInfo) => {
      const email = `manual-${device}-${Date.now()}@example.com`;
      await buy(page, email);
      await signInAt(page, '/admin');
      const found = await page.request.get(`/api/admin/orders?q=${encodeURIComponent(email)}`);
      const [order] = (await found.json()).orders;
      const deliveries = countDeliveries(page);

      await page.goto('/admin/manual-delivery');
      await page.getByLabel('Order reference or ID').fill(order.reference);
      const choices = page.getByLabel('NFT Collection');
      await expect(choices.locator('option', { hasText: piece.name })).toHaveCount(1);
      await choices.selectOption(piece.id);
      await page.getByRole('button', { name: 'Review delivery' }).click();

      const review = page.getByRole('region', { name: 'Confirm this delivery' });
      await expect(review).toContainText(`${order.reference} (ID ${order.id})`);
      await expect(review.getByRole('definition').nth(1)).toHaveText(email);
      await expect(review.getByRole('definition').nth(2)).toHaveText(email);
      await expect(review).toContainText(`${piece.name} (${piece.rarity})`);
      const edition = /#(\d+) of (\d+), the next one/.exec((await review.textContent()) ?? '');
      expect(edition).not.toBeNull();
      expect(deliveries()).toBe(0);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath('review.png'), fullPage: true });

      await review.getByRole('button', { name: 'Send NFT Package' }).dblclick();
      await expect(page.locator('li[data-state="open"]')).toContainText('NFT Package Delivered!');
      await expect(page.getByLabel('Order reference or ID')).toHaveValue('');
      await expect(review).toHaveCount(0);
      expect(deliveries()).toBe(1);

      // One mail, naming the edition the review showed, and its link works.
      const mail = await nthMailTo(email, 'art-delivery');
      expect(mail).toContain(piece.name);
      expect(mail).toContain(`${edition?.[1]} of ${edition?.[2]}`);
      const [file] = downloadLinks(mail);
      const zip = await page.request.get(file ?? '');
      expect(zip.status()).toBe(200);
      expect(zip.headers()['content-type']).toBe('application/zip');
      expect(await mailsTo(email, 'art-delivery')).toHaveLength(1);
    });
  });
}
