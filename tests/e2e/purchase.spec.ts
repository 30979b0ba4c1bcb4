import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from './visitor.ts';
import { expectNoAxeViolations } from './axe.ts';
import { desktop, phone } from './viewports.ts';
import { acceptTerms } from './checkout-steps.ts';

// A visitor far from UTC: times on the page are in their clock, with the zone named.
test.use({ timezoneId: 'Pacific/Auckland' });

async function reachPayment(page: Page, email: string) {
  await page.goto('/checkout');
  await expect(page.getByRole('note')).toContainText('Test mode: no real money moves.');
  await page.getByLabel('Email address').fill(email);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
}

async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $149 USD' }).click();
}

test('buys the bot from /pricing and downloads the zip; the link then works 3 times in all', async ({
  page,
}) => {
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  await page.getByLabel('Email address').fill('buyer@example.com');
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(summary).toContainText('Algorithm Zip');
  await expect(summary).toContainText('$149.00');
  await expect(summary).toContainText('48-hour download access');
  await expectNoAxeViolations(page);

  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/thank-you\?email=buyer%40example\.com&order=[\w-]{43}$/);
  const thankYou = page.url();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText('The link can be used up to 3 times.')).toBeVisible();
  await expect(page.locator('dt:text-is("Link expires") + dd')).toHaveText(
    /^\w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M GMT\+1[23]$/,
  );
  await expect(page.getByRole('heading', { name: 'Need Help?' })).toBeVisible();
  await expectNoAxeViolations(page);

  const button = page.getByRole('link', { name: 'Download Cryptomaton' });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('cryptomaton.zip');
  const zip = await readFile((await download.path()) ?? '');
  expect(zip.subarray(0, 2).toString()).toBe('PK');

  const url = (await button.getAttribute('href')) ?? '';
  expect(url).toMatch(/^\/download\/[\w-]{43}\/file$/);
  expect((await page.request.get(url)).status()).toBe(200);
  expect((await page.request.get(url)).status()).toBe(200);
  // Used up: the file URL leads to the link's page, in the site's look, which says why.
  await page.goto(url);
  await expect(page).toHaveURL(url.replace(/\/file$/, ''));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'This download link has been used 3 times',
  );
  await expect(page.getByRole('link', { name: 'Send me a fresh link' })).toHaveAttribute(
    'href',
    '/support#find-purchase',
  );
  await expectNoAxeViolations(page);
  await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
    'href',
    '/support',
  );

  // Back on the thank-you page, the used-up link points to support as well.
  await page.goto(thankYou);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Your download link has been used 3 times',
  );
  await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
    'href',
    '/support',
  );
});

for (const [card, message] of [
  ['4000 0000 0000 0002', 'Your card was declined.'],
  ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
] as const) {
  test(`shows "Payment Failed: ${message}" for ${card} and stays on checkout`, async ({ page }) => {
    await reachPayment(page, 'declined@example.com');
    await payWith(page, card);
    const toast = page.getByRole('status').filter({ hasText: 'Payment Failed' });
    await expect(toast).toContainText(message);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('button', { name: 'Pay $149 USD' })).toBeEnabled();
  });
}

test.describe('toasts', () => {
  test('an invalid email gets the Invalid Email toast, one at a time, for 5 seconds', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-11-22T10:00:00Z') });
    await page.goto('/checkout');
    await page.getByLabel('Email address').fill('not-an-email');
    const submit = page.getByRole('button', { name: 'Continue to Payment' });
    // Hydration starts on a timer and the button waits for the price: both must be done before
    // the clock stops, or the click waits for ever.
    await expect(submit).toBeEnabled();
    // Frozen from here: only runFor moves time, however slow the machine is.
    await page.clock.pauseAt(new Date('2026-11-22T10:01:00Z'));
    await submit.click();
    await submit.click();

    const toasts = page
      .getByRole('region', { name: 'Notifications (F8)' })
      .locator('li[data-state="open"]');
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText('Invalid Email');
    await expect(toasts).toContainText('Please provide a valid email address.');
    await expect(page.getByRole('heading', { name: 'Your email' })).toBeVisible();

    await page.clock.runFor(4_800);
    await expect(toasts).toHaveCount(1);
    await page.clock.runFor(400);
    await expect(toasts).toHaveCount(0);
  });

  test('F8 focuses the toasts; Escape, the close button and a swipe right close them', async ({
    page,
  }) => {
    await page.goto('/checkout');
    await page.getByLabel('Email address').fill('nope');
    const submit = page.getByRole('button', { name: 'Continue to Payment' });
    const open = page.locator('li[data-state="open"]');

    await submit.click();
    await expect(open).toHaveCount(1);
    await page.keyboard.press('F8');
    expect(
      await page.evaluate(
        () => document.activeElement?.closest('[aria-label="Notifications (F8)"]') !== null,
      ),
    ).toBe(true);
    await open.focus();
    await page.keyboard.press('Escape');
    await expect(open).toHaveCount(0);

    await submit.click();
    await page.getByRole('button', { name: 'Close notification' }).click();
    await expect(open).toHaveCount(0);

    await submit.click();
    const box = await open.boundingBox();
    if (!box) throw new Error('toast not on screen');
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 5 });
    await page.mouse.move(box.x + 140, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(open).toHaveCount(0);
  });
});

for (const viewport of [desktop, phone]) {
  test(`the thank-you page without a known order shows the email notice and help at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/thank-you?email=someone%40example.com&order=' + 'A'.repeat(43));
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText('someone@example.com')).toBeVisible();
    await expect(page.getByText('The link expires 48 hours after purchase')).toBeVisible();
    // Support, where "Find my purchase" is, not the bare contact form.
    const support = page.getByRole('link', { name: 'Contact support' });
    await expect(support).toHaveAttribute('href', '/support');
    await expect(support).toBeVisible();
    await expect(page.getByRole('link', { name: 'our blog' })).toHaveAttribute('href', '/blog');
    await expectNoAxeViolations(page);
  });
}
