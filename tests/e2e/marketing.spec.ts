import { expect } from '@playwright/test';
import { test } from './visitor.ts';
import { expectNoAxeViolations } from './axe.ts';
import { groupTitle, inGroups, publicPages } from './public-pages.ts';
import { gotoHydrated, reloadHydrated } from './hydrated.ts';

test('the home page has the spec’s sections, in order, with their anchors', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Automate Your Crypto Trading With Confidence',
  );
  for (const [name, href] of [
    ['Get Your Trading Algorithm', '/pricing'],
    ['Explore Features', '/features'],
    ['View More', '/demo'],
  ] as const) {
    await expect(
      page.getByRole('main').getByRole('link', { name, exact: true }).first(),
    ).toHaveAttribute('href', href);
  }
  const ids = await page
    .locator('main section[id]')
    .evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids).toEqual([
    'features',
    'technical-indicators',
    'pricing',
    'how-it-works',
    'faq',
    'blog',
    'contact',
  ]);
  await expect(page.locator('#features li h3')).toHaveCount(6);
  await expect(page.locator('#technical-indicators li')).toHaveCount(6);
  await expect(page.locator('#how-it-works ol > li')).toHaveCount(5);
  await expect(
    page.locator('#how-it-works').getByRole('link', { name: /secure your Binance API keys/ }),
  ).toHaveAttribute('href', '/blog/securing-binance-api-keys');
  await expect(page.locator('#blog').getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(2);
  await expect(page.getByRole('img', { name: 'Rated 4.5 out of 5' })).toHaveCount(1);
  await expect(page.locator('[data-half-star]')).toHaveCount(1);
  await expect(page.getByRole('complementary', { name: 'Risk disclaimer' })).toBeVisible();
});

test('FAQ: one answer open at a time; clicking the open question closes it', async ({ page }) => {
  await gotoHydrated(page, '/faq');
  const questions = page.getByRole('main').getByRole('button', { expanded: false });
  await expect(questions).toHaveCount(7);
  const first = page.getByRole('button', {
    name: 'Do I need technical experience to use Cryptomaton?',
  });
  const second = page.getByRole('button', { name: /API key/ }).first();
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  // By keyboard: focus a question and press Enter.
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'setup guide' }).first(),
  ).toHaveAttribute('href', '/setup-guide');
});

test.describe('contact form', () => {
  test('validation: without email and message nothing is sent', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posted = true;
    });
    await gotoHydrated(page, '/contact');
    await page.getByLabel('First name').fill('Ada');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.locator('li[data-state="open"]');
    await expect(toast).toContainText('Validation Error');
    await expect(toast).toContainText('Please provide at least your email and message.');
    await expect(page.getByLabel('Email (required)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Message (required)')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
  });

  test('a mistyped email is caught in the browser and marked on the field', async ({ page }) => {
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posted = true;
    });
    await gotoHydrated(page, '/contact');
    const email = page.getByLabel('Email (required)');
    await email.fill('ada@example');
    await page.getByLabel('Message (required)').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('li[data-state="open"]')).toContainText(
      'Please enter a valid email address.',
    );
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(posted).toBe(false);

    await email.fill('ada@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('li[data-state="open"]')).toContainText('Message Sent');
  });

  test('sending, then success: the toast and the fields cleared', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Email (required)').fill('ada@example.com');
    await page.getByLabel('Subject').fill('Custom strategy');
    await page.getByLabel('Message (required)').fill('Can you script my strategy?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    const toast = page.locator('li[data-state="open"]');
    await expect(toast).toContainText('Message Sent');
    await expect(toast).toContainText("Thank you for your message. We'll get back to you soon!");
    await expect(page.getByLabel('Email (required)')).toHaveValue('');
    await expect(page.getByLabel('Message (required)')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('server error: the error toast, and the message stays for another try', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await gotoHydrated(page, '/support');
    await page.getByLabel('Email (required)').fill('ada@example.com');
    await page.getByLabel('Message (required)').fill('Hello');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.locator('li[data-state="open"]');
    await expect(toast).toContainText('There was an error sending your message. Please try again.');
    await expect(page.getByLabel('Message (required)')).toHaveValue('Hello');
  });

  test('works from the keyboard alone', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await page.getByLabel('First name').focus();
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lovelace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hello');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Keyboard only.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeFocused();
    const focusRing = await page
      .getByRole('button', { name: 'Send Message' })
      .evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(focusRing).toBe('solid');
    await page.keyboard.press('Enter');
    await expect(page.locator('li[data-state="open"]')).toContainText('Message Sent');
  });
});

test('pricing: card, key benefits with the Telegram preview link, FAQ, and the buy button', async ({
  page,
}) => {
  await gotoHydrated(page, '/pricing');
  await expect(page.getByText('$149.00').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the Telegram preview' })).toHaveAttribute(
    'href',
    '/telegram-preview',
  );
  await expect(page.locator('#faq').getByRole('button')).toHaveCount(7);
  await expect(page.getByRole('link', { name: 'Buy Now' })).toHaveAttribute('href', '/checkout');
});

test('features: five bullet points for each of the six features, and the exchange block', async ({
  page,
}) => {
  await gotoHydrated(page, '/features');
  for (const id of ['multiple-strategies', 'risk-management']) {
    await expect(page.locator(`#${id} ul li`)).toHaveCount(5);
  }
  await expect(page.getByRole('heading', { name: 'Binance, spot' })).toBeVisible();
});

test('structured data: the offer at 149.00 USD valid a year ahead, and FAQPage', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const parsed = blocks.map((text) => JSON.parse(text));
  const product = parsed.find((block) => block.offers);
  expect(product.offers).toMatchObject({ price: '149.00', priceCurrency: 'USD' });
  expect(product.offers.priceValidUntil > new Date().toISOString().slice(0, 10)).toBe(true);
  expect(parsed.some((block) => block['@type'] === 'FAQPage')).toBe(true);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/images\/share\.png$/,
  );
});

for (const paths of inGroups(publicPages, 3)) {
  test(`${groupTitle(paths)}: prerendered, no third-party requests, no axe violations in light and dark`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(paths.length * 30_000);
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== baseURL)
        foreign.push(request.url());
    });
    for (const path of paths) {
      await test.step(path, async () => {
        const response = await gotoHydrated(page, path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).not.toHaveClass(/dark/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expectNoAxeViolations(page);
        await page.evaluate(() => localStorage.setItem('theme', 'dark'));
        await reloadHydrated(page);
        await expect(page.locator('html')).toHaveClass(/dark/);
        await expectNoAxeViolations(page);
        // The next page opens in the default theme again.
        await page.evaluate(() => localStorage.removeItem('theme'));
      });
    }
    expect(foreign).toEqual([]);
  });
}
