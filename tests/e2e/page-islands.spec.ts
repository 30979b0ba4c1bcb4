import { expect, type Page } from '@playwright/test';
import { test } from './visitor.ts';
import { gotoHydrated } from './hydrated.ts';
import { phone } from './viewports.ts';

/*
 * The home, pricing, FAQ, features and blog pages hydrate their islands only (scripts/island-pages.ts,
 * ADR 0014), and load React only when a visitor reaches an island that needs it (ADR 0016): their
 * header and FAQ work through the early script alone; the buy button and the contact form load
 * React when touched (or, the form, scrolled to), no React Router ever.
 */
test.use({ viewport: phone });

const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`);
const started = (page: Page, name: string) =>
  island(page, name).evaluate((element) => element.hasAttribute('data-hydration-started'));

/** Scripts the page requests, and console or page errors (an island mismatch is one). */
function watch(page: Page) {
  const scripts: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return { scripts, problems };
}

const pages = [
  { path: '/', entry: 'home-islands' },
  { path: '/pricing', entry: 'pricing-islands' },
  { path: '/faq', entry: 'faq-islands' },
  { path: '/features', entry: 'shell-islands' },
  { path: '/blog', entry: 'shell-islands' },
  { path: '/blog/what-is-vps-why-trading-bot-needs-it', entry: 'shell-islands' },
];

/** React DOM and the islands' code: the shared `islands` chunk (scripts/build-islands.ts). */
const loadsReact = (scripts: string[]) =>
  scripts.some((script) => /^\/assets\/islands-/.test(script));

for (const { path, entry } of pages) {
  test(`${path} loads its small entry, no React, and its header works without it`, async ({
    page,
  }) => {
    const { scripts, problems } = watch(page);
    await gotoHydrated(page, path);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((script) => script.startsWith(`/assets/${entry}-`))).toBe(true);
    expect(scripts.filter((script) => /framework|entry\.client|manifest-/.test(script))).toEqual(
      [],
    );
    expect(loadsReact(scripts), 'React is not loaded for a visitor who only reads').toBe(false);
    // The menu, through the early script: open, then Escape closes it; the header turns solid.
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await expect(banner).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 400);
    await expect(banner).toHaveAttribute('data-scrolled', 'true');
    await page.getByRole('banner').getByRole('button', { name: 'Use dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await started(page, 'header'), 'React never takes the header here').toBe(false);
    expect(loadsReact(scripts)).toBe(false);
    expect(problems).toEqual([]);
  });
}

test('/pricing: the FAQ works without React; the buy button refuses a closed checkout with a toast', async ({
  page,
}) => {
  const { scripts, problems } = watch(page);
  await gotoHydrated(page, '/pricing');
  await page.locator('#faq').scrollIntoViewIfNeeded();
  const question = page.getByRole('button', { name: 'Which coins can Cryptomaton trade?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('region', { name: 'Which coins can Cryptomaton trade?' }),
  ).toBeVisible();
  expect(await started(page, 'faq')).toBe(false);
  expect(loadsReact(scripts), 'the FAQ needs no React').toBe(false);

  await page.route('**/api/checkout/status', (route) =>
    route.fulfill({ json: { open: false, closedReason: 'Back on Monday.' } }),
  );
  // The first press loads React for the card; the click waits for it, then React answers it.
  await page.getByRole('link', { name: 'Buy Now' }).click();
  // The buy button's island brings the toaster with it: the refusal shows.
  await expect(page.locator('li[data-state="open"]')).toContainText('Checkout closed');
  await expect(page).toHaveURL(/\/pricing$/);
  expect(loadsReact(scripts)).toBe(true);
  expect(problems).toEqual([]);
});

test('/faq: the contact form loads React when touched and its toast shows', async ({ page }) => {
  const { scripts, problems } = watch(page);
  await gotoHydrated(page, '/faq');
  expect(await started(page, 'contact')).toBe(false);
  expect(loadsReact(scripts)).toBe(false);
  const contact = page.locator('#contact');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('li[data-state="open"]')).toContainText('Validation Error');
  await expect(contact.getByLabel('Email (required)')).toHaveAttribute('aria-invalid', 'true');
  expect(problems).toEqual([]);
});

test('/faq: text typed while React arrives is sent with the form', async ({ page }) => {
  const { problems } = watch(page);
  // React's files wait a moment, so the typing certainly comes before the form hydrates.
  await page.route(/\/assets\/islands-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await gotoHydrated(page, '/faq');
  const contact = page.locator('#contact');
  await contact.getByLabel('Email (required)').fill('not-an-address');
  expect(await started(page, 'contact'), 'typed before React took the form').toBe(false);
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByLabel('Email (required)')).toHaveValue('not-an-address');
  await expect(contact.getByLabel('Email (required)')).toHaveAttribute('aria-invalid', 'true');
  // React checked what was typed, not an empty field.
  await expect(contact).toContainText('Please enter a valid email address.');
  await expect(contact).not.toContainText('Please provide your email address.');
  expect(problems).toEqual([]);
});

test('a page opened scrolled to a section shows the solid header without React', async ({
  page,
}) => {
  const { scripts, problems } = watch(page);
  await gotoHydrated(page, '/faq#contact');
  await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  expect(await started(page, 'header')).toBe(false);
  expect(scripts.filter((script) => /framework|entry\.client/.test(script))).toEqual([]);
  expect(problems).toEqual([]);
});

test('/checkout hydrates its form with React at load; its header stays with the early script', async ({
  page,
}) => {
  const { scripts, problems } = watch(page);
  await gotoHydrated(page, '/checkout');
  await expect(island(page, 'checkout')).toHaveAttribute('data-island-hydrated', '');
  expect(loadsReact(scripts)).toBe(true);
  // The price came from the server through React: the pay step can start.
  await expect(page.getByText('$149.00').first()).toBeVisible();
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  await banner.getByRole('button', { name: 'Use dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await started(page, 'header'), 'React never takes the header here').toBe(false);
  expect(problems).toEqual([]);
});
