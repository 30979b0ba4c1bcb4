import { expect } from '@playwright/test';
import { signInAt } from './admin-session.ts';
import { buy } from './checkout-steps.ts';
import { desktop, phone } from './viewports.ts';
import { test } from './visitor.ts';

for (const viewport of [phone, desktop]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the order page's licence at ${viewport.width} px, ${theme}: masked key, revoke and restore`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      const email = `licence-owner-${viewport.width}-${theme}-${Date.now()}@example.com`;
      await buy(page, email);
      await signInAt(page, '/admin');
      const found = await page.request.get(`/api/admin/orders?q=${encodeURIComponent(email)}`);
      const [order] = (await found.json()).orders;
      await page.goto(`/admin/orders/${order.id}`);
      const panel = page.getByRole('region', { name: 'Licence' });
      await expect(panel).toContainText(/CM-•••••-•••••-•••••-•••••-[0-9A-Z]{5}/);
      await expect(panel).toContainText('0 of 2 in use');
      await panel.getByRole('button', { name: 'Revoke licence' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke licence' }).click();
      await expect(panel).toContainText('revoked by the owner');
      await page.screenshot({
        path: `test-results/admin-licence-${viewport.width}-${theme}.png`,
        fullPage: true,
      });
      await panel.getByRole('button', { name: 'Restore licence' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Restore licence' }).click();
      await expect(panel.getByRole('button', { name: 'Revoke licence' })).toBeVisible();
    });
  }
}
