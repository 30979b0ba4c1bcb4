import { expect, type Page } from '@playwright/test';
import { signInAt } from './admin-session.ts';
import { desktop, phone } from './viewports.ts';
import { test } from './visitor.ts';

/** A paid order, downloaded once, then disputed through the test provider's bank. */
async function disputedOrder(page: Page, email: string): Promise<{ reference: string }> {
  const checkout = await page.request.post('/api/create-payment-intent', {
    data: { email, amount: 149, acceptedTerms: true },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { clientSecret, orderToken } = await checkout.json();
  const paid = await page.request.post('/api/test-payments/confirm', {
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const { order } = await (await page.request.get(`/api/orders/${orderToken}`)).json();
  expect((await page.request.get(order.download.url)).status()).toBe(200);
  const disputed = await page.request.post('/api/test-payments/dispute', {
    data: { orderToken, reason: 'product_not_received' },
  });
  expect(disputed.status(), await disputed.text()).toBe(200);
  // The buyer's link now says why it waits.
  await page.goto(order.download.pageUrl);
  await expect(page.getByRole('heading', { name: 'This download link is paused' })).toBeVisible();
  return { reference: order.reference };
}

for (const viewport of [phone, desktop]) {
  test(`a disputed order at ${viewport.width} px: the dashboard's deadline, the evidence with its download history, and Submit evidence`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const email = `disputer-${viewport.width}-${Date.now()}@example.com`;
    const { reference } = await disputedOrder(page, email);

    // The dashboard lists the dispute with its deadline, and leads to the order.
    await signInAt(page, '/admin/dashboard');
    const open = page.getByRole('region', { name: 'Open disputes' });
    const item = open.getByRole('listitem').filter({ hasText: reference });
    await expect(item).toContainText('product_not_received');
    await expect(item).toContainText(/Respond by \w+ \d{1,2}, \d{4}/);
    await item.getByRole('link', { name: reference }).click();

    const section = page.getByRole('region', { name: 'Dispute' });
    await expect(section).toContainText('Needs your evidence');
    await expect(section).toContainText(/Respond by/);
    const downloads = section.getByRole('list', { name: 'Download history' });
    await expect(downloads.getByRole('listitem')).toHaveCount(1);
    await expect(downloads.getByRole('listitem')).toContainText(/\d+\.\d+\.\d+\.\d+|::/);
    await expect(section).toContainText(email);
    const horizontal = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(horizontal).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: `test-results/dispute-evidence-${viewport.width}.png`,
      fullPage: true,
    });

    await section
      .getByLabel('Your note to the bank (optional)')
      .fill('Downloaded the day it was paid.');
    await section.getByRole('button', { name: 'Submit evidence' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Submit evidence' }).click();
    await expect(section).toContainText('Evidence sent: the bank reviews it');
    await expect(section.getByRole('button', { name: 'Submit evidence' })).toHaveCount(0);
    await section.getByText('What was sent to the bank').click();
    await expect(section).toContainText('Downloaded the day it was paid.');
  });
}
