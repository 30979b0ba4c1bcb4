import { expect, type Page } from '@playwright/test';

/** Buys the bot at /checkout with the test card 4242 4242 4242 4242 and waits for the thank-you page. */
export async function buy(page: Page, email: string): Promise<void> {
  await page.goto('/checkout');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay $149 USD' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
}
