import { expect, type Page } from '@playwright/test';
import { signInAt } from './admin-session.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectNoHorizontalScroll } from './overflow.ts';
import { test } from './visitor.ts';
import { desktop, phone } from './viewports.ts';

/** A paid bot order through the API the checkout page calls. */
async function paidOrder(page: Page, email: string): Promise<void> {
  const intent = await page.request.post('/api/create-payment-intent', {
    data: { email, acceptedTerms: true },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = await intent.json();
  const paid = await page.request.post('/api/test-payments/confirm', {
    data: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

for (const viewport of [phone, desktop]) {
  test(`the owner finds a customer and opens their timeline at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const buyer = `cockpit-${viewport.width}-${Date.now()}@example.com`;
    await paidOrder(page, buyer);

    await signInAt(page, '/admin/customers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customers');
    await page.getByRole('searchbox', { name: 'Email, or part of it' }).fill(buyer);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(buyer)}`));
    await expect(page.getByText(/^Customers 1–1 of 1 matching/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      new RegExp(`/api/admin/customers/export\\.csv\\?q=${encodeURIComponent(buyer)}`),
    );
    // A header sorts; the current one says which way to screen readers.
    await page.getByRole('link', { name: 'Total paid' }).click();
    await expect(page.getByRole('columnheader', { name: 'Total paid' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: buyer }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer');
    const timeline = page.getByRole('list', { name: 'Timeline, newest first' });
    await expect(timeline).toContainText(/Order CM-[0-9A-F]{10}: .*\$149\.00/);
    await expect(timeline).toContainText('Email “');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
}

for (const [size, viewport] of [
  ['390 px', phone],
  ['desktop', desktop],
] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`the sales charts draw at ${size}, ${theme}, with their figures as tables`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
      await paidOrder(page, `sales-${viewport.width}-${theme}-${Date.now()}@example.com`);
      const chartCode: string[] = [];
      page.on('request', (request) => {
        if (/recharts|sales-charts/.test(request.url())) chartCode.push(request.url());
      });

      await signInAt(page, '/admin/sales');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sales');
      const revenue = page.getByRole('figure', { name: /Revenue/ });
      await expect(revenue.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
      await expect(
        page
          .getByRole('figure', { name: /Orders/ })
          .locator('.recharts-wrapper > svg.recharts-surface'),
      ).toBeVisible();
      await expect(
        page
          .getByRole('figure', { name: /From checkout to use/ })
          .locator('.recharts-wrapper > svg.recharts-surface'),
      ).toBeVisible();
      expect(chartCode.length).toBeGreaterThan(0);
      const box = await revenue.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);

      // The same figures in words and in a table, for screen readers and anyone who wants numbers.
      await expect(revenue).toContainText(/net of refunds over 30 days/);
      await revenue.getByText('Show the figures').click();
      const table = revenue.getByRole('table', { name: 'Revenue per period, net of refunds' });
      await expect(table.getByRole('row')).toHaveCount(31);
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);

      // A week view over a chosen range, from the form.
      await page.getByRole('combobox', { name: 'Per', exact: true }).selectOption('week');
      await page.getByRole('button', { name: 'Show' }).click();
      await expect(page).toHaveURL(/interval=week/);
      await expect(revenue).toContainText(/ weeks; the best was Week of /);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
    });
  }
}

test('a public page downloads no chart code', async ({ page }) => {
  const chartCode: string[] = [];
  page.on('request', (request) => {
    if (/recharts|sales-charts/.test(request.url())) chartCode.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(chartCode).toEqual([]);
});
