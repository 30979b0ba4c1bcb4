import { expect, type Page } from '@playwright/test';
import { test } from './visitor.ts';
import { soldBy } from '../../src/shared/seller.ts';
import { sellerFromEnv } from '../../src/shared/seller-env.ts';
import { expectNoAxeViolations } from './axe.ts';
import { desktop, phone } from './viewports.ts';
import { gotoHydrated } from './hydrated.ts';

interface LegalPage {
  path: string;
  h1: string;
  sections: number;
  statements: readonly string[];
}

const legalPages: readonly LegalPage[] = [
  {
    path: '/terms-of-service',
    h1: 'Terms of Service',
    sections: 19,
    statements: [
      'all sales are final once the download link has been accessed',
      'These terms are governed by the law of New Zealand',
      // The seller the site was built with (npm test builds in the same environment).
      `Sold by ${soldBy(sellerFromEnv(process.env))}.`,
    ],
  },
  {
    path: '/privacy-policy',
    h1: 'Privacy Policy',
    sections: 16,
    statements: [
      'It does not send us your Binance API keys or secret',
      'any usage data. It has no telemetry and does not contact our servers at all.',
      'Card numbers never pass through or get stored on our servers.',
    ],
  },
  {
    path: '/disclaimer',
    h1: 'Risk Disclaimer',
    sections: 9,
    statements: [
      'You can lose some or all of the money you trade with.',
      'Nothing on this site, in the software, in the documentation',
    ],
  },
  {
    path: '/license',
    h1: 'Software License',
    sections: 11,
    statements: ['personal, non-exclusive, non-transferable license'],
  },
  {
    path: '/refund-policy',
    h1: 'Refund Policy',
    sections: 9,
    statements: [
      'If we cannot resolve it within 5 business days of your report',
      'If you have not received it within 24 hours of payment',
      'are processed within 5-7 business days',
      'Requests made within 48 hours of purchase are handled fastest',
      'tell us within 24 hours after your download',
    ],
  },
];

const toc = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
const sectionTop = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top);

/** Every heading level in the main content, in document order. */
const headingLevels = (page: Page) =>
  page
    .locator('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((els) => els.map((el) => Number(el.tagName.slice(1))));

test.describe('legal pages', () => {
  test.use({ viewport: desktop });

  for (const legal of legalPages) {
    test(`${legal.path} is the complete document with its key statements`, async ({ page }) => {
      await gotoHydrated(page, legal.path);
      await expect(page).toHaveTitle(`${legal.h1} | Cryptomaton`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,}/);

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.h1);
      await expect(page.getByText(/^Last updated \d{1,2} \w+ \d{4}$/)).toBeVisible();
      await expect(page.locator('main time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);

      const main = page.getByRole('main');
      for (const statement of legal.statements) await expect(main).toContainText(statement);

      // One h1, then h2s: the contents heading, each section, and any closing block.
      const levels = await headingLevels(page);
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      expect(levels[0]).toBe(1);
      for (let i = 1; i < levels.length; i += 1) {
        expect(levels[i] ?? 0).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1);
      }

      // The table of contents has one link per numbered section, each to an existing id.
      const links = toc(page).getByRole('link');
      await expect(links).toHaveCount(legal.sections);
      for (const href of await links.evaluateAll((els) =>
        els.map((el) => el.getAttribute('href') ?? ''),
      )) {
        expect(href).toMatch(/^#[a-z0-9-]+$/);
        await expect(page.locator(href)).toHaveCount(1);
      }
      await expect(links.first()).toHaveText(/^1\.\s*\S/);
      await expect(
        page.getByRole('article').getByRole('heading', { level: 2, name: /^\d+\.\s/ }),
      ).toHaveCount(legal.sections);
    });
  }

  test('the refund policy has exactly 9 sections, numbered 1 to 9', async ({ page }) => {
    await gotoHydrated(page, '/refund-policy');
    const headings = page.getByRole('article').getByRole('heading', { level: 2 });
    await expect(headings).toHaveCount(9);
    const numbers = await headings.evaluateAll((els) =>
      els.map((el) => /^(\d+)\./.exec(el.textContent ?? '')?.[1]),
    );
    expect(numbers).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
    await expect(headings.last()).toHaveText('9. How refunds are processed');
  });

  test('a table-of-contents link scrolls its section to just under the header', async ({
    page,
  }) => {
    await gotoHydrated(page, '/refund-policy');
    await toc(page).getByRole('link', { name: '5. Incompatibility with your system' }).click();
    await expect(page).toHaveURL(/\/refund-policy#incompatibility-with-your-system$/);
    // 80 px from the top: just below the fixed 64 px header, like every other anchor on the site.
    await expect
      .poll(() => sectionTop(page, 'incompatibility-with-your-system'))
      .toBeCloseTo(80, -1);
    const headerBottom = await page
      .getByRole('banner')
      .evaluate((el) => el.getBoundingClientRect().bottom);
    expect(await sectionTop(page, 'incompatibility-with-your-system')).toBeGreaterThan(
      headerBottom,
    );
  });

  test('the contents links work by keyboard, with a visible focus ring', async ({ page }) => {
    await gotoHydrated(page, '/terms-of-service');
    const link = toc(page).getByRole('link', { name: '10. Your rights under New Zealand law' });
    await link.focus();
    expect(
      await link.evaluate((el) => [
        el.matches(':focus-visible'),
        getComputedStyle(el).outlineStyle,
      ]),
    ).toEqual([true, 'solid']);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#your-rights-under-new-zealand-law$/);
    await expect
      .poll(() => sectionTop(page, 'your-rights-under-new-zealand-law'))
      .toBeCloseTo(80, -1);
  });

  test('opening a section URL directly lands it under the header', async ({ page }) => {
    await gotoHydrated(page, '/privacy-policy#what-the-cryptomaton-bot-does-not-send-us');
    await expect
      .poll(() => sectionTop(page, 'what-the-cryptomaton-bot-does-not-send-us'))
      .toBeCloseTo(80, -1);
  });

  test('site paths and email addresses in the text are real links', async ({ page }) => {
    await gotoHydrated(page, '/terms-of-service');
    const article = page.getByRole('article');
    await expect(
      article.getByRole('link', { name: 'support@cryptomaton.app' }).first(),
    ).toHaveAttribute('href', 'mailto:support@cryptomaton.app');
    for (const path of [
      '/contact',
      '/disclaimer',
      '/refund-policy',
      '/license',
      '/privacy-policy',
    ]) {
      await expect(article.getByRole('link', { name: path, exact: true }).first()).toHaveAttribute(
        'href',
        path,
      );
    }

    // A client-side visit: the policy opens at its top, not somewhere down the page.
    await article.getByRole('link', { name: '/refund-policy', exact: true }).click();
    await expect(page).toHaveURL(/\/refund-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refund Policy');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await gotoHydrated(page, '/license');
    await page.getByRole('article').getByRole('link', { name: '/terms-of-service' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  });

  test('the disclaimer ends with Continue to Purchase: a full page load of /checkout', async ({
    page,
  }) => {
    await gotoHydrated(page, '/disclaimer');
    const cta = page.getByRole('region', { name: 'Ready to continue?' });
    const lastSection = page.locator('#your-acknowledgement');
    // The button comes after the whole disclaimer.
    expect(
      await lastSection.evaluate(
        (section, box) =>
          Boolean(section.compareDocumentPosition(box as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
        await cta.elementHandle(),
      ),
    ).toBe(true);

    await expect(cta.getByRole('link', { name: 'Back to Pricing' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    const button = cta.getByRole('link', { name: 'Continue to Purchase' });
    await expect(button).toHaveAttribute('href', '/checkout');
    await expect(button).toHaveClass(/btn-primary/);

    // A marker on the window survives client-side navigation, not a real page load.
    await page.evaluate(() => Object.assign(window, { legalMarker: true }));
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel('Email address')).toBeVisible();
    expect(await page.evaluate(() => 'legalMarker' in window)).toBe(false);
  });

  test('Back to Pricing returns to the pricing page', async ({ page }) => {
    await gotoHydrated(page, '/disclaimer');
    await page.getByRole('link', { name: 'Back to Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});

test.describe('legal pages on a phone', () => {
  test.use({ viewport: phone });

  test('the contents list comes first and its links land sections under the header', async ({
    page,
  }) => {
    await gotoHydrated(page, '/refund-policy');
    const link = toc(page).getByRole('link', { name: '8. How to ask for a refund' });
    await expect(link).toBeInViewport();
    await link.click();
    await expect.poll(() => sectionTop(page, 'how-to-ask-for-a-refund')).toBeCloseTo(80, -1);
    // Nothing is wider than the screen.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`the phone layout passes axe in the ${theme} theme`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await gotoHydrated(page, '/terms-of-service');
      await expectNoAxeViolations(page);
    });
  }
});

test('one spelling: "License" in the footer, the route and the page title', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'License' }).click();
  await expect(page).toHaveURL(/\/license$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Software License');
  await expect(page).toHaveTitle(/Software License/);
  expect(await page.locator('body').innerText()).not.toMatch(/licence/i);
});
