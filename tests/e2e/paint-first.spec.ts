import { expect } from '@playwright/test';
import { test } from './visitor.ts';
import { gotoHydrated } from './hydrated.ts';

// Pages paint first and hydrate after (scripts/defer-hydration.ts). The rewritten boot script is
// inline: the server must allow it by its hash, or the page would never become interactive.
for (const path of ['/', '/faq', '/blog/securing-binance-api-keys', '/checkout', '/demo']) {
  test(`${path} hydrates after its first paint with no CSP violation and no error`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    await gotoHydrated(page, path);
    expect(problems).toEqual([]);
  });
}

// The built HTML has no preload (tests/unit/bundle-budget.test.ts); this counts what a browser
// really fetches, scripts imported by scripts included.
test('a first visit to the home page fetches at most 12 files', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await gotoHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  expect(requests.length, requests.join('\n')).toBeLessThanOrEqual(12);
});

// Checkout is prerendered at its email step, the same for every order (src/shared/site-routes.ts).
test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });
  test('/checkout shows its email step, and its button waits for the price', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 2, name: 'Your email' })).toBeVisible();
    await expect(page.getByLabel('Email address')).toBeEditable();
    await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();
    await expect(page.getByRole('complementary', { name: 'Order summary' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  });
});
