import { expect, type Page } from '@playwright/test';
import { test } from './visitor.ts';
import { gotoHydrated, waitForHydration } from './hydrated.ts';
import { desktop } from './viewports.ts';

// The home page's first visit hydrates only its islands (scripts/build-islands.ts): no React
// Router, so its links load their page in full, and that page then navigates inside the site.
test.use({ viewport: desktop });

/** Survives client-side navigation, not a page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('a first visit to the home page loads its islands and no React Router', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((script) => /^\/assets\/home-islands-[\w-]+\.js$/.test(script))).toBe(true);
  expect(scripts.filter((script) => /framework|entry\.client|manifest-/.test(script))).toEqual([]);

  // Every island works: the theme, the FAQ, and the contact form, whose toast the toaster shows.
  await page.getByRole('button', { name: 'Use dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  const question = page.locator('#faq').getByRole('button').first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  const contact = page.locator('#contact');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('li[data-state="open"]')).toContainText('Validation Error');
  await expect(contact.getByLabel('Email (required)')).toHaveAttribute('aria-invalid', 'true');
});

test('a link on the home page loads its page, which then navigates inside the site', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await markDocument(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'How It Works', exact: true })
    .click();
  // A page that hydrates whole (the pricing page has islands of its own: page-islands.spec.ts).
  await expect(page).toHaveURL(/\/how-it-works$/);
  await waitForHydration(page);
  expect(await isSameDocument(page)).toBe(false);

  await markDocument(page);
  await page.getByRole('banner').getByRole('link', { name: 'Cryptomaton' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Frequently asked questions' }),
  ).toBeVisible();
  expect(await isSameDocument(page), 'the whole app renders the home page itself').toBe(true);
  const question = page.locator('#faq').getByRole('button').first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
});
