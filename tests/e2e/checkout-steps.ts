import { expect, type Page } from '@playwright/test';

/** The checkout's one terms box, as its label names it for the bot and for an art piece. */
export const termsLabels = {
  bot: 'I have read and accept the Risk Disclaimer and the License.',
  art: 'I have read and accept the usage rights of this art piece.',
} as const;

/**
 * Ticks the terms box on the checkout's email step. The art label shows once the piece is priced
 * (a box ticked for other words is unticked then), so this waits for the right words.
 */
export async function acceptTerms(page: Page, kind: keyof typeof termsLabels = 'bot') {
  await page.getByLabel(termsLabels[kind]).check();
}

/** Buys the bot at /checkout with the test card 4242 4242 4242 4242 and waits for the thank-you page. */
export async function buy(page: Page, email: string): Promise<void> {
  await page.goto('/checkout');
  await page.getByLabel('Email address').fill(email);
  await acceptTerms(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $149 USD' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
}
