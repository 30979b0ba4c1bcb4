import { expect, type Page } from '@playwright/test';
import { test } from './visitor.ts';
import { signInAt } from './admin-session.ts';
import { expectNoAxeViolations } from './axe.ts';
import { buy } from './checkout-steps.ts';
import { expectNoHorizontalScroll } from './overflow.ts';
import { desktop, phone } from './viewports.ts';

/** The admin navigation, in its order: each label is also the screen's heading and title. */
const screens = [
  ['Dashboard', '/admin'],
  ['Orders', '/admin/orders'],
  ['Purchases', '/admin/dashboard'],
  ['Files', '/admin/files'],
  ['Messages', '/admin/messages'],
  ['Mail', '/admin/mail'],
  ['Art admin', '/art-admin'],
  ['Manual delivery', '/admin/manual-delivery'],
  ['Staff', '/admin/staff'],
] as const;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Admin', exact: true });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Open admin menu' });

/** On a phone the navigation folds into the header's menu: open it first. */
async function showNav(page: Page, onPhone: boolean) {
  if (onPhone) await menuButton(page).click();
  await expect(nav(page)).toBeVisible();
}

/** The shop's own header and footer have no place on the owner's screens. */
async function expectNoShopChrome(page: Page) {
  for (const name of ['Features', 'Pricing', 'Get Started']) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText('Admin');
}

for (const [viewportName, viewport] of [
  ['390 px', phone],
  ['1366 px', { ...desktop, width: 1366 }],
] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`at ${viewportName}, ${theme}`, () => {
      test.use({ viewport });

      test('the admin nav leads to every screen, marks it, and each fits and passes axe', async ({
        page,
      }) => {
        test.slow(); // eight screens, each checked with axe
        const onPhone = viewport.width < 1024;
        await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
        await signInAt(page, '/admin');
        for (const [name, path] of screens) {
          await showNav(page, onPhone);
          await nav(page).getByRole('link', { name, exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`${path}$`));
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
          await expect(page).toHaveTitle(new RegExp(`^${name} \\|`));
          // The menu closes on the way; its current entry is marked, and only that one.
          if (onPhone) {
            await expect(nav(page)).toBeHidden();
            await menuButton(page).click();
          }
          const current = nav(page).locator('[aria-current="page"]');
          await expect(current).toHaveCount(1);
          await expect(current).toHaveText(name);
          await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
          await expectNoShopChrome(page);
          await page.waitForLoadState('networkidle');
          await expectNoHorizontalScroll(page);
          await expectNoAxeViolations(page);
          if (onPhone) await page.keyboard.press('Escape');
        }
      });
    });
  }
}

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('the menu opens and closes from the keyboard, and Escape gives focus back', async ({
    page,
  }) => {
    await signInAt(page, '/admin/files');
    await expect(nav(page)).toBeHidden();
    await menuButton(page).focus();
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: 'Close admin menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav(page).getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(nav(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test('Sign out from the menu ends the session', async ({ page }) => {
    await signInAt(page, '/admin/orders');
    await menuButton(page).click();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await page.request.get('/api/admin/session')).status()).toBe(401);
  });

  test('the sign-in page has the admin header without its navigation', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNoShopChrome(page);
    await expect(nav(page)).toHaveCount(0);
    await expect(menuButton(page)).toHaveCount(0);
    await expect(page).toHaveTitle(/^Staff sign-in \|/);
  });

  test('order rows are cards: every status reads whole, and an issue says so in words', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const buyer = `phone-table-${Date.now()}@example.com`;
    await buy(page, buyer);
    // This buyer's order, marked as needing attention and still pending: the longest status
    // word, and the state a tint alone used to show.
    await page.route('**/api/admin/purchases?*', async (route) => {
      const answer = await route.fetch();
      const body = await answer.json();
      for (const order of body.algorithmPurchases) {
        if (order.email === buyer) Object.assign(order, { isIssue: true, status: 'pending' });
      }
      await route.fulfill({ response: answer, json: body });
    });
    await signInAt(page, '/admin/dashboard');
    const row = page.getByRole('row').filter({ hasText: buyer });
    await expect(row).toContainText('Needs attention');
    await expect(row.getByText('pending', { exact: true })).toBeVisible();
    const clipped = await page
      .getByRole('row')
      .locator('td')
      .evaluateAll((cells) =>
        cells
          .flatMap((cell) => [cell, ...cell.querySelectorAll('*')])
          .filter((el) => el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
          .map((el) => el.textContent),
      );
    expect(clipped).toEqual([]);
    const box = await row.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(phone.width);
    // The time says its zone.
    await expect(row.locator('time')).toHaveText(/[AP]M (UTC|GMT[+-]?\d*|[A-Z]{3,4})$/);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);

    await signInAt(page, '/admin/orders');
    await expect(page.getByRole('row').filter({ hasText: buyer })).toContainText('Not Downloaded');
    await expectNoHorizontalScroll(page);
  });
});

test('while an admin screen’s code loads, the loading shell shows none of the shop’s links', async ({
  page,
}) => {
  // The scripts never arrive: the page stays the shell every client-only page starts as.
  await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
  await page.goto('/admin/files');
  await expect(page.getByRole('main').getByRole('status')).toBeAttached();
  for (const name of ['Features', 'Pricing', 'Get Started']) {
    await expect(page.getByRole('link', { name, exact: true })).toBeHidden();
  }
  await expect(page.getByRole('contentinfo')).toBeHidden();
  // A shop page that starts from the same shell keeps its header.
  await page.goto('/thank-you');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Pricing' })).toBeVisible();
});
