import { expect } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { buy } from './checkout-steps.ts';
import { desktop, phone } from './viewports.ts';
import { test } from './visitor.ts';

const keyPattern = /^CM(-[0-9A-HJKMNP-TV-Z]{5}){5}$/;

for (const [label, viewport] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test(`the thank-you page shows the bot's licence key (${label})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await buy(page, `licence-${label}@example.com`);
    const card = page.getByRole('region', { name: 'Your licence key' });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('licence-key')).toHaveText(keyPattern);
    await expect(card).toContainText('runs on up to 2 machines at once');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/licence-key-${label}-light.png`, fullPage: true });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/licence-key-${label}-dark.png`, fullPage: true });
  });
}
