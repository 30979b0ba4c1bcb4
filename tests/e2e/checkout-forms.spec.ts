import { expect, type Page } from '@playwright/test';
import { test } from './visitor.ts';
import { expectNoHorizontalScroll } from './overflow.ts';
import { waitForHydration } from './hydrated.ts';
import { desktop, phone } from './viewports.ts';
import { acceptTerms } from './checkout-steps.ts';

async function reachPayment(page: Page) {
  await page.goto('/checkout');
  await page.getByLabel('Email address').fill('phone@example.com');
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
}

for (const width of [320, 360, 390, 414]) {
  test(`the payment step fits a ${width} px phone: no sideways scroll, no overlapping fields`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await reachPayment(page);
    await expectNoHorizontalScroll(page);
    const expiry = await page.getByLabel('Expiry').boundingBox();
    const cvc = await page.getByLabel('CVC').boundingBox();
    expect(expiry && cvc && expiry.x + expiry.width <= cvc.x).toBe(true);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeInViewport();
  });
}

test('the pay button says who sells and how refunds work, with links to the policies', async ({
  page,
}) => {
  await reachPayment(page);
  const note = page.getByTestId('pay-trust-note');
  await expect(note).toContainText('Sold by Cryptomaton');
  await expect(note).toContainText('downloading ends change-of-mind refunds');
  await expect(note.getByRole('link', { name: 'refund policy' })).toHaveAttribute(
    'href',
    '/refund-policy',
  );
  await expect(note.getByRole('link', { name: 'terms' })).toHaveAttribute(
    'href',
    '/terms-of-service',
  );
});

test('an invalid email is marked on the field as well as in the toast', async ({ page }) => {
  await page.goto('/checkout');
  const email = page.getByLabel('Email address');
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.locator('li[data-state="open"]')).toContainText('Invalid Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/Please provide a valid email address\./);
  await email.fill('fixed@example.com');
  await expect(email).not.toHaveAttribute('aria-invalid');
});

for (const viewport of [desktop, phone]) {
  test(`the Invalid Email toast goes as soon as a valid address is accepted at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.clock.install({ time: new Date('2026-11-22T10:00:00Z') });
    await page.goto('/checkout');
    const email = page.getByLabel('Email address');
    const proceed = page.getByRole('button', { name: 'Continue to Payment' });
    await expect(proceed).toBeEnabled();
    // Frozen: the toast's own 5-second timer cannot close it, only the accepted address can.
    await page.clock.pauseAt(new Date('2026-11-22T10:01:00Z'));
    await email.fill('not-an-email');
    await proceed.click();
    const open = page.locator('li[data-state="open"]');
    await expect(open).toContainText('Invalid Email');

    await email.fill('fixed@example.com');
    await acceptTerms(page);
    await proceed.click();
    await expect(open).toHaveCount(0);
    await page.clock.resume();
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
    await expect(open).toHaveCount(0);
  });
}

test('a refused card is marked on the field it concerns as well as in the toast', async ({
  page,
}) => {
  await reachPayment(page);
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('1');
  await page.getByRole('button', { name: 'Pay $149 USD' }).click();
  await expect(page.locator('li[data-state="open"]')).toContainText('Payment Failed');
  const cvc = page.getByLabel('CVC');
  await expect(cvc).toHaveAttribute('aria-invalid', 'true');
  await expect(cvc).toHaveAccessibleDescription("Your card's security code is incomplete.");

  await cvc.fill('123');
  await page.getByRole('button', { name: 'Pay $149 USD' }).click();
  const number = page.getByLabel('Card number');
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toHaveAccessibleDescription('Your card was declined.');
  await expect(cvc).not.toHaveAttribute('aria-invalid');
});

test('an email typed before the scripts run is kept, and the button waits for the price', async ({
  page,
}) => {
  // The page is prerendered: typing happens while its scripts are held back, and the price is
  // held a little longer, so the button is seen waiting for it after hydration.
  const held = (pattern: string) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    return page
      .route(pattern, async (route) => {
        await released;
        await route.continue();
      })
      .then(() => release);
  };
  // The checkout's island entry (scripts/island-pages.ts): nothing hydrates before it runs.
  const releaseScripts = await held('**/assets/checkout-islands-*.js');
  const releasePrice = await held('**/api/checkout/status');
  await page.goto('/checkout', { waitUntil: 'commit' });
  await page.getByLabel('Email address').fill('early@example.com');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  releaseScripts();
  await waitForHydration(page);
  const proceed = page.getByRole('button', { name: 'Continue to Payment' });
  await expect(proceed).toBeDisabled();
  releasePrice();
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('$149');
  await acceptTerms(page);
  await proceed.click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expect(page.getByText('Receipt and download link go to')).toContainText(
    'early@example.com',
  );
});
