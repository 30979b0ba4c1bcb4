import { expect, type Page } from '@playwright/test';
import { BOT_TERMS_REFUSAL } from '../../src/shared/terms-acceptance.ts';
import { nthMailTo, signInAt } from './admin-session.ts';
import { termsLabels } from './checkout-steps.ts';
import { waitForHydration } from './hydrated.ts';
import { expectNoHorizontalScroll } from './overflow.ts';
import { desktop, phone } from './viewports.ts';
import { test } from './visitor.ts';

async function pay(page: Page) {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $149 USD' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
}

for (const viewport of [phone, desktop]) {
  test(`at ${viewport.width} px the buyer must tick the Risk Disclaimer and License box, and the order keeps it`, async ({
    page,
  }) => {
    // A purchase, its mail and the admin's order screen, on a machine shared with other runs.
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const email = `accepts-${viewport.width}-${Date.now()}@example.com`;
    await page.goto('/checkout');
    const box = page.getByLabel(termsLabels.bot);
    await expect(box).not.toBeChecked();
    // The footer links both pages too: these are the ones in the checkout's form.
    const step = page.locator('form').filter({ has: page.getByLabel('Email address') });
    await expect(step.getByRole('link', { name: 'Risk Disclaimer' })).toHaveAttribute(
      'href',
      '/disclaimer',
    );
    await expect(step.getByRole('link', { name: 'License' })).toHaveAttribute('href', '/license');
    await expectNoHorizontalScroll(page);

    // Without the tick: refused, in words, and still on the email step.
    await page.getByLabel('Email address').fill(email);
    const proceed = page.getByRole('button', { name: 'Continue to Payment' });
    await expect(proceed).toBeEnabled();
    await proceed.click();
    await expect(page.getByText(BOT_TERMS_REFUSAL)).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Your email' })).toBeVisible();

    // Ticked: the refusal goes, and the purchase completes.
    await box.check();
    await expect(page.getByText(BOT_TERMS_REFUSAL)).toHaveCount(0);
    await proceed.click();
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
    await pay(page);

    // The receipt quotes what was accepted, and the owner sees it on the order.
    const receipt = await nthMailTo(email, 'receipt');
    const quoted =
      /You accepted the Risk Disclaimer version ([0-9a-f]{12}) and the License version ([0-9a-f]{12}) on /.exec(
        receipt,
      );
    expect(quoted, 'the receipt quotes the acceptance').not.toBeNull();
    await signInAt(page, '/admin/dashboard');
    const found = await page.request.get(`/api/admin/orders?q=${encodeURIComponent(email)}`);
    const [order] = (await found.json()).orders;
    await page.goto(`/admin/orders/${order.id}`);
    const accepted = page.getByRole('region', { name: 'Terms accepted' });
    await expect(accepted).toContainText(`Risk Disclaimer`);
    await expect(accepted).toContainText(`version ${quoted?.[1]}`);
    await expect(accepted).toContainText(`version ${quoted?.[2]}`);
    await expect(accepted).toContainText('Browser');
    await expectNoHorizontalScroll(page);
  });
}

test('the box works on the first click, before the page’s scripts have run', async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  // The checkout hydrates as an island: holding its script back holds every script of the page.
  await page.route('**/assets/checkout-islands-*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/checkout', { waitUntil: 'commit' });
  await page.getByLabel('Email address').fill('early-tick@example.com');
  await page.getByLabel(termsLabels.bot).click();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await expect(page.getByLabel(termsLabels.bot)).toBeChecked();
  release();
  await waitForHydration(page);
  // The tick survives hydration and is what the form sends.
  await expect(page.getByLabel(termsLabels.bot)).toBeChecked();
  const proceed = page.getByRole('button', { name: 'Continue to Payment' });
  await expect(proceed).toBeEnabled();
  await proceed.click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
});

test('the server refuses an intent without the tick, naming what to accept', async ({ page }) => {
  const refused = await page.request.post('/api/create-payment-intent', {
    data: { email: 'no-tick@example.com', amountCents: 14_900 },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe(BOT_TERMS_REFUSAL);
});
