import { expect, test } from '@playwright/test';
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
