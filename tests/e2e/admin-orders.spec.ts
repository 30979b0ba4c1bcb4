import { expect } from '@playwright/test';
import { test } from './visitor.ts';
import { downloadLinks, nthMailTo, signInAt } from './admin-session.ts';
import { expectNoAxeViolations } from './axe.ts';
import { buy } from './checkout-steps.ts';

test('an order found by email: a fresh link reaches the buyer, then a refund revokes it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const buyer = `refund-${Date.now()}@example.com`;
  await buy(page, buyer);
  const firstLink = downloadLinks(await nthMailTo(buyer, 'receipt', 1))[0] ?? '';
  expect(firstLink).toContain('/download/');

  await signInAt(page, '/admin?tab=orders');
  await page.getByLabel('Email or order reference').fill(buyer);
  await page.getByLabel('Status').selectOption('completed');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('1 matching order')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    `/api/admin/orders/export.csv?q=${encodeURIComponent(buyer)}&status=completed`,
  );
  const csv = await page.request.get(`/api/admin/orders/export.csv?q=${encodeURIComponent(buyer)}`);
  expect(await csv.text()).toContain(buyer);
  const row = page.getByRole('row').filter({ hasText: buyer });
  await expect(row).toContainText('Not Downloaded');
  await row.getByRole('link', { name: /^CM-/ }).click();

  await expect(page).toHaveURL(/\/admin\/orders\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Order details' })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('Email');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Send fresh link' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Send a fresh download link to ${buyer}?`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send fresh link' }).click();
  await expect(page.locator('li[data-state="open"]')).toContainText('Email Sent');
  const freshLink = downloadLinks(await nthMailTo(buyer, 'receipt', 2))[0] ?? '';
  expect(freshLink).not.toBe(firstLink);
  // A link that no longer works leads to its page (303) instead of the file.
  expect((await page.request.get(firstLink, { maxRedirects: 0 })).status()).toBe(303);
  expect((await page.request.get(freshLink)).status()).toBe(200);

  await page.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`Refund $149.00 to ${buyer}?`);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Refund order' }).click();
  await expect(page.locator('li[data-state="open"]')).toContainText('Order Refunded');
  await expect(page.getByRole('region', { name: 'Order' })).toContainText('refunded');
  // A refunded order offers nothing more: no button that would only fail.
  await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);
  const refundMail = await nthMailTo(buyer, 'refund', 1);
  expect(refundMail).toContain(buyer);
  expect((await page.request.get(freshLink, { maxRedirects: 0 })).status()).toBe(303);
  await expect(timeline).toContainText(/refund/i);
});

test('/admin/dashboard: cards, purchase tabs, Resend per row, refresh and test email', async ({
  page,
}) => {
  // A purchase, two axe runs and up to three 5-second refreshes: more than the default 30 s on a
  // busy machine, like the order page's test above.
  test.setTimeout(60_000);
  const buyer = `dash-${Date.now()}@example.com`;
  await buy(page, buyer);
  await signInAt(page, '/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Purchases');
  for (const card of ['Total Revenue', 'Algorithm Sales', 'Art Sales', 'Issues']) {
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  }
  const row = page.getByRole('row').filter({ hasText: buyer });
  await expect(row).toContainText('Not Downloaded');
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: /^Resend receipt for CM-/ }).click();
  await expect(page.locator('li[data-state="open"]')).toContainText('Email Sent');
  await nthMailTo(buyer, 'receipt', 2);

  // The list refreshes by itself every 5 s: a download shows up without a reload.
  const link = downloadLinks(await nthMailTo(buyer, 'receipt', 2))[0] ?? '';
  expect((await page.request.get(link)).status()).toBe(200);
  await expect(row).toContainText('Downloaded 1/3');

  await page.getByRole('button', { name: 'Refresh Orders' }).click();
  await page.getByRole('button', { name: 'Refresh Art' }).click();
  await page.getByRole('button', { name: 'Send Test Email' }).click();
  await expect(page.locator('li[data-state="open"]')).toContainText('Test Email Sent');

  await page.getByRole('tab', { name: 'Art Purchases' }).click();
  // Other tests may or may not have sold art on this server by now.
  await expect(page.getByRole('tabpanel', { name: 'Art Purchases' })).toContainText(
    /Art purchases, latest first|No orders found/,
  );
  await expectNoAxeViolations(page);
});
