import { expect, type Page } from '@playwright/test';
import { test } from './visitor.ts';
import { signInAt } from './admin-session.ts';
import { acceptTerms } from './checkout-steps.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectNoHorizontalScroll } from './overflow.ts';
import { desktop, phone } from './viewports.ts';

/** A code no earlier run against the same server has taken. */
const freshCode = (prefix: string, width: number) =>
  `${prefix}${width}X${Date.now().toString(36).toUpperCase()}`;

/** A code made through the admin API (the screen itself is the first test's subject). */
async function createCode(page: Page, fields: Record<string, unknown>) {
  await signInAt(page, '/admin/discount-codes');
  const response = await page.request.post('/api/admin/discount-codes', {
    data: { appliesTo: 'all', ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const summary = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });

for (const viewport of [phone, desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(viewport);
    });

    test('the owner creates a code on the admin screen, then pauses and resumes it', async ({
      page,
    }) => {
      const code = freshCode('SCREEN', viewport.width);
      await signInAt(page, '/admin');
      // On a phone the admin navigation folds into the header's menu.
      if (viewport === phone) await page.getByRole('button', { name: 'Open admin menu' }).click();
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Discount codes' })
        .click();
      await expect(page).toHaveURL(/\/admin\/discount-codes$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Discount codes');

      // A percentage the server would refuse is marked on its field before anything is sent.
      await page.getByLabel('Code (required)').fill(code.toLowerCase());
      await page.getByLabel('Percent off').fill('150');
      await page.getByRole('button', { name: 'Create code' }).click();
      await expect(page.getByLabel('Percent off')).toHaveAttribute('aria-invalid', 'true');

      await page.getByLabel('Percent off').fill('15');
      await page.getByLabel('Applies to').selectOption('bot');
      await page.getByLabel('Max uses').fill('5');
      await page.getByRole('button', { name: 'Create code' }).click();
      await expect(page.locator('li[data-state="open"]')).toContainText(`${code} created`);
      const item = page.getByRole('main').getByRole('listitem').filter({ hasText: code });
      await expect(item).toContainText('15% off the bot');
      await expect(item).toContainText('0 taken · 5 left');
      await expect(item).toContainText('Active');
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);

      await item.getByRole('button', { name: `Pause ${code}` }).click();
      await expect(item).toContainText('Paused');
      await item.getByRole('button', { name: `Resume ${code}` }).click();
      await expect(item).toContainText('Active');
    });

    test('a buyer applies a code at checkout, sees the new price and pays it', async ({ page }) => {
      const code = freshCode('BUY', viewport.width);
      await createCode(page, { code, percentOff: 15 });

      await page.goto('/checkout');
      await page.getByLabel('Discount code').fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]code=${code.toLowerCase()}`));
      await expect(
        page.getByRole('status').filter({ hasText: `Code ${code} applied.` }),
      ).toBeVisible();
      await expect(summary(page)).toContainText('Price$149.00 USD');
      await expect(summary(page)).toContainText(`Discount (${code})−$22.35 USD`);
      await expect(summary(page)).toContainText('Total$126.65 USD');
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);

      await page.getByLabel('Email address').fill(`discount-${viewport.width}@example.com`);
      await acceptTerms(page);
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry').fill('12 / 34');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: 'Pay $126.65 USD' }).click();
      await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    });

    test('an unknown code shows its message by the field, and the list price stays', async ({
      page,
    }) => {
      await page.goto('/checkout');
      const field = page.getByLabel('Discount code');
      await field.fill('NOSUCHCODE');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(
        'The discount code NOSUCHCODE does not exist. Check its spelling, or continue without it.',
      );
      await expect(summary(page)).toContainText('Total$149.00 USD');
      await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
      await expectNoHorizontalScroll(page);
    });

    test('a code that takes the whole price off skips the card and opens the download', async ({
      page,
    }) => {
      const code = freshCode('FREE', viewport.width);
      await createCode(page, { code, percentOff: 100 });
      await page.goto(`/checkout?code=${code}`);
      await expect(summary(page)).toContainText('Total$0.00 USD');
      await page.getByLabel('Email address').fill(`free-${viewport.width}@example.com`);
      await acceptTerms(page);
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(page).toHaveURL(/\/thank-you\?/);
      await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
      await expect(page.getByLabel('Card number')).toHaveCount(0);
    });
  });
}

test.describe('before the page’s scripts run', () => {
  test.use({ javaScriptEnabled: false });

  test('Apply is a plain form: it opens the checkout with the code in its address', async ({
    page,
  }) => {
    await page.goto('/checkout');
    await page.getByLabel('Discount code').fill('launch15');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/checkout\?code=launch15$/);
  });
});
