import { expect } from '@playwright/test';
import { test } from './visitor.ts';
import { soldBy } from '../../src/shared/seller.ts';
import { sellerFromEnv } from '../../src/shared/seller-env.ts';
import { expectNoAxeViolations } from './axe.ts';
import { desktop, phone } from './viewports.ts';
import { gotoHydrated } from './hydrated.ts';

test.describe('header on a desktop', () => {
  test.use({ viewport: desktop });

  test('links to every main page, with the demo link badged New', async ({ page }) => {
    await gotoHydrated(page, '/');
    const banner = page.getByRole('banner');
    const main = banner.getByRole('navigation', { name: 'Main' });
    for (const [name, path] of [
      ['Features', '/features'],
      ['Pricing', '/pricing'],
      ['How It Works', '/how-it-works'],
      ['FAQ', '/faq'],
      ['Blog', '/blog'],
    ] as const) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
    }
    const demo = main.getByRole('link', { name: /View More/ });
    await expect(demo).toHaveAttribute('href', '/demo');
    await expect(demo).toContainText('New');
    await expect(banner.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    await expect(banner.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(banner.getByRole('button', { name: 'Open menu' })).toBeHidden();

    await main.getByRole('link', { name: 'Features', exact: true }).click();
    await expect(page).toHaveURL(/\/features$/);
    await banner.getByRole('link', { name: 'Cryptomaton' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('becomes more opaque once scrolled past 10 px', async ({ page }) => {
    await gotoHydrated(page, '/');
    const banner = page.getByRole('banner');
    await expect(banner).toHaveAttribute('data-scrolled', 'false');
    const before = await banner.evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.mouse.wheel(0, 11);
    await page.waitForFunction(() => window.scrollY > 10);
    await expect(banner).toHaveAttribute('data-scrolled', 'true');
    // The colour eases in (a CSS transition), so it is read until it has moved, not once.
    await expect
      .poll(() => banner.evaluate((el) => getComputedStyle(el).backgroundColor))
      .not.toBe(before);
  });

  test('passes axe with no WCAG 2.2 AA violations', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expectNoAxeViolations(page);
  });
});

test.describe('header on a phone', () => {
  test.use({ viewport: phone });

  test('opens the menu and closes it when a link is chosen', async ({ page }) => {
    await gotoHydrated(page, '/');
    const banner = page.getByRole('banner');
    const open = banner.getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();

    const menu = banner.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: /Try Demo/ })).toHaveAttribute('href', '/demo');
    for (const name of [
      'Features',
      'Pricing',
      'How It Works',
      'FAQ',
      'Blog',
      'Contact',
      'Get Started',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(banner.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectNoAxeViolations(page);

    await menu.getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
    await expect(banner.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  test('closes the menu with Escape', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});

test.describe('footer', () => {
  test.use({ viewport: desktop });

  test('has the blurb, three columns, this year and the seller', async ({ page }) => {
    await gotoHydrated(page, '/features');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(
      'Professional cryptocurrency trading automation with sophisticated strategies and robust risk management.',
    );
    await expect(footer.getByRole('heading', { name: 'Product' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Resources' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Legal' })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    // The seller the site was built with (npm test builds in the same environment).
    await expect(footer).toContainText(`Sold by ${soldBy(sellerFromEnv(process.env))}.`);
    for (const [name, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
      ['Refund Policy', '/refund-policy'],
      ['Risk Disclaimer', '/disclaimer'],
      ['License', '/license'],
      ['Setup Guide', '/setup-guide'],
      // Its own page, where "Find my purchase" lives, not the home page's contact form.
      ['Support', '/support'],
    ] as const) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  for (const viewport of [desktop, phone]) {
    test(`"Support" leads to "Find my purchase" at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, '/license');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Support' }).click();
      await expect(page).toHaveURL(/\/support$/);
      await expect(page.getByRole('heading', { name: 'Find my purchase' })).toBeVisible();
    });
  }

  for (const [label, section] of [
    ['Pricing', 'pricing'],
    ['Technical Indicators', 'technical-indicators'],
    ['FAQ', 'faq'],
  ] as const) {
    test(`"${label}" from another page lands on the home section under the header`, async ({
      page,
    }) => {
      await gotoHydrated(page, '/license');
      await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/#${section}$`));
      // The section's top settles 80 px below the viewport top: just under the 64 px header.
      await expect
        .poll(() => page.locator(`#${section}`).evaluate((el) => el.getBoundingClientRect().top))
        .toBeCloseTo(80, -1);
    });
  }

  test('scrolls within the home page without leaving it', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL(/\/#how-it-works$/);
    await expect
      .poll(() => page.locator('#how-it-works').evaluate((el) => el.getBoundingClientRect().top))
      .toBeCloseTo(80, -1);
  });

  test('legal links open their page at the top', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).click();
    await expect(page).toHaveURL(/\/refund-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
