import { expect, type Page } from '@playwright/test';
import { admin, signInAt } from './admin-session.ts';
import { test } from './visitor.ts';
import { desktop, phone } from './viewports.ts';

/** A paid bot order through the API the checkout page calls; its token opens the order view. */
async function paidOrder(page: Page, email: string): Promise<string> {
  const intent = await page.request.post('/api/create-payment-intent', {
    data: { email, amountCents: 14_900, acceptedTerms: true },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret, orderToken } = await intent.json();
  const paid = await page.request.post('/api/test-payments/confirm', {
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return orderToken;
}

for (const viewport of [phone, desktop]) {
  test(`the owner refunds part of an order through the dialog at ${viewport.width} px`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const buyer = `part-refund-${viewport.width}-${Date.now()}@example.com`;
    const orderToken = await paidOrder(page, buyer);

    await signInAt(page, '/admin/orders');
    const found = await page.request.get(`/api/admin/orders?q=${encodeURIComponent(buyer)}`);
    const [order] = (await found.json()).orders;
    await page.goto(`/admin/orders/${order.id}`);

    const facts = page.getByRole('region', { name: 'Order' });
    await expect(facts).toContainText('Refunded amount$0.00');
    await page
      .getByRole('region', { name: 'Actions' })
      .getByRole('button', { name: 'Refund' })
      .click();

    // The dialog names the order and the amount, which starts at all that is left.
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading')).toHaveText(`Refund $149.00 to ${buyer}?`);
    await expect(dialog).toContainText(`Order ${order.reference}: $149.00 of $149.00 is left`);
    const amount = dialog.getByLabel(/Amount to refund/);
    await expect(amount).toHaveValue('149.00');
    await amount.fill('40');
    await dialog.getByLabel('Reason').fill('Asked for the lite plan');
    await expect(dialog.getByRole('heading')).toHaveText(`Refund $40.00 to ${buyer}?`);
    await expect(dialog).toContainText('A part keeps the order and its download link working.');
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
    await dialog.getByRole('button', { name: 'Refund order' }).click();

    await expect(page.locator('li[data-state="open"]')).toContainText('Part Refunded');
    await expect(facts).toContainText('Refunded amount$40.00');
    await expect(facts).toContainText('completed');
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline).toContainText(`Refund of $40.00 by ${admin.email} (`);
    await expect(timeline).toContainText('Asked for the lite plan');

    // The buyer's order stays completed with its link; the rest is still refundable.
    const view = await (await page.request.get(`/api/orders/${orderToken}`)).json();
    expect(view.order).toMatchObject({ status: 'completed', refundedCents: 4_000 });
    expect(view.order.download).not.toBeNull();
    await page
      .getByRole('region', { name: 'Actions' })
      .getByRole('button', { name: 'Refund' })
      .click();
    await expect(page.getByRole('alertdialog').getByLabel(/Amount to refund/)).toHaveValue(
      '109.00',
    );
  });
}
