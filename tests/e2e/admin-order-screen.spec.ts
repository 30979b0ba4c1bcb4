import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './visitor.ts';
import { admin, signInAt } from './admin-session.ts';
import { buy } from './checkout-steps.ts';
import { findLowContrastText } from './contrast.ts';
import { desktop, phone } from './viewports.ts';

// The owner's browser is in Auckland (GMT+13 in November): the order page shows its times there.
test.use({ timezoneId: 'Pacific/Auckland' });

/** A colour property of an element as sRGB, whatever notation the browser computes it in. */
function rgbOf(locator: Locator, property: 'color' | 'backgroundColor'): Promise<number[]> {
  return locator.evaluate((element, name) => {
    const swatch = document.createElement('canvas').getContext('2d');
    if (!swatch) throw new Error('no 2d canvas');
    swatch.fillStyle = getComputedStyle(element)[name];
    swatch.fillRect(0, 0, 1, 1);
    return [...swatch.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  }, property);
}

/** Red: its red channel well above green and blue (the shop's green is the other way round). */
const isRed = ([red = 0, green = 0, blue = 0]: number[]) => red - Math.max(green, blue) > 60;

async function orderIdOf(page: Page, email: string): Promise<number> {
  const response = await page.request.get(`/api/admin/orders?q=${encodeURIComponent(email)}`);
  const [order] = (await response.json()).orders;
  return order.id;
}

for (const viewport of [phone, desktop]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`order screens at ${viewport.width} px, ${theme}: only the actions the order allows, a red Refund, a timeline in words and the owner's zone`, async ({
      page,
    }) => {
      // A purchase through the checkout, a refund and two screens, on a machine shared with CI.
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const stamp = `${viewport.width}-${theme}-${Date.now()}`;
      const buyer = `screens-${stamp}@example.com`;
      const unpaid = `unpaid-${stamp}@example.com`;
      await buy(page, buyer);
      const checkout = await page.request.post('/api/create-payment-intent', {
        data: { email: unpaid, amount: 149, acceptedTerms: true },
      });
      expect(checkout.status()).toBe(200);

      // The purchases list offers Resend on the paid order only.
      await signInAt(page, '/admin/dashboard');
      const paidRow = page.getByRole('row').filter({ hasText: buyer });
      await expect(paidRow.getByRole('button', { name: /^Resend receipt for CM-/ })).toBeVisible();
      const unpaidRow = page.getByRole('row').filter({ hasText: unpaid });
      await expect(unpaidRow).toContainText('pending');
      await expect(unpaidRow.getByRole('button')).toHaveCount(0);

      // An unpaid checkout's page has nothing to offer, and says why.
      await page.goto(`/admin/orders/${await orderIdOf(page, unpaid)}`);
      const actions = page.getByRole('region', { name: 'Actions' });
      await expect(actions).toContainText('Nothing to do: a pending order');
      await expect(actions.getByRole('button')).toHaveCount(0);

      // The paid order: all three, the refund red and outlined, its confirmation solid red.
      await page.goto(`/admin/orders/${await orderIdOf(page, buyer)}`);
      await expect(actions.getByRole('button')).toHaveText([
        'Resend receipt',
        'Send fresh link',
        'Refund',
      ]);
      const refund = actions.getByRole('button', { name: 'Refund' });
      expect(isRed(await rgbOf(refund, 'color'))).toBe(true);
      expect(isRed(await rgbOf(refund, 'backgroundColor'))).toBe(false);
      await page.evaluate(() => document.fonts.ready);
      expect((await findLowContrastText(page)).filter((run) => run.text === 'Refund')).toEqual([]);
      await refund.click();
      const dialog = page.getByRole('alertdialog');
      const confirm = dialog.getByRole('button', { name: 'Refund order' });
      expect(isRed(await rgbOf(confirm, 'backgroundColor'))).toBe(true);
      expect(
        (await findLowContrastText(page)).filter((run) => run.text === 'Refund order'),
      ).toEqual([]);
      await confirm.click();
      await expect(page.locator('li[data-state="open"]')).toContainText('Order Refunded');
      await expect(actions).toContainText('Nothing to do: a refunded order');
      await expect(actions.getByRole('button')).toHaveCount(0);

      // The timeline speaks plainly, with every time in the owner's zone and the zone named.
      const timeline = page.getByRole('region', { name: 'Timeline' });
      await expect(timeline).toContainText(`Refunded by ${admin.email}`);
      await expect(timeline).toContainText('The test payment provider confirmed the payment');
      await expect(timeline).toContainText(/Download link issued for 3 downloads, good until/);
      const text = (await timeline.textContent()) ?? '';
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T|payment\.[a-z]|order\.[a-z]/);
      const times = await timeline.locator('time').allTextContents();
      expect(times.length).toBeGreaterThan(4);
      for (const time of times) expect(time).toMatch(/GMT\+13$/);
    });
  }
}
