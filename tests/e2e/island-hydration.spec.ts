import { expect, type Page } from '@playwright/test';
import { test } from './visitor.ts';
import { gotoHydrated } from './hydrated.ts';
import { desktop, phone } from './viewports.ts';

/*
 * The home page loads React only when a visitor reaches an island that needs it
 * (src/client/islands/hydrate-on-demand.ts, ADR 0016): the pricing card and the contact form when
 * scrolled to or touched. Its header and FAQ work through the early script for good, so a
 * visitor who only reads runs no React at all.
 */

const firstQuestion = 'Do I need technical experience to use Cryptomaton?';
const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`);
const started = (page: Page, name: string) =>
  island(page, name).evaluate((element) => element.hasAttribute('data-hydration-started'));

/** Console errors and page errors (an island's hydration mismatch is one). */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

for (const viewport of [phone, desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('nothing hydrates at load; the pricing card hydrates once it is scrolled to', async ({
      page,
    }) => {
      const problems = problemsOf(page);
      await gotoHydrated(page, '/');
      expect(await started(page, 'header'), 'the header works without React').toBe(false);
      expect(await started(page, 'pricing'), 'the pricing card is below the fold').toBe(false);
      expect(await started(page, 'contact')).toBe(false);

      await page.locator('#pricing').scrollIntoViewIfNeeded();
      await expect(island(page, 'pricing')).toHaveAttribute('data-island-hydrated', '');
      expect(await started(page, 'header'), 'React never takes the header here').toBe(false);
      expect(problems).toEqual([]);
    });

    test('the FAQ answers every click without React, before and after it is scrolled to', async ({
      page,
    }) => {
      const problems = problemsOf(page);
      await gotoHydrated(page, '/');
      const question = page.getByRole('button', { name: firstQuestion });
      // A click with no scroll and no pointer press before it.
      await question.evaluate((button: HTMLElement) => button.click());
      await expect(question).toHaveAttribute('aria-expanded', 'true');

      await question.scrollIntoViewIfNeeded();
      await expect(page.getByRole('region', { name: firstQuestion })).toBeVisible();
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      expect(await started(page, 'faq'), 'React never takes the FAQ here').toBe(false);
      expect(problems).toEqual([]);
    });
  });
}

test('the first click on the contact form loads React, which answers it with its toaster', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  const problems = problemsOf(page);
  await gotoHydrated(page, '/');
  expect(await started(page, 'contact')).toBe(false);
  // No scroll first: the click itself is what brings React (held-clicks.ts waits for it).
  await page.locator('#contact').getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('li[data-state="open"]')).toContainText('Validation Error');
  await expect(page.locator('#contact').getByLabel('Email (required)')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  // The toaster shows the form's messages: it hydrates with it.
  expect(await started(page, 'contact')).toBe(true);
  expect(await started(page, 'toaster')).toBe(true);
  expect(problems).toEqual([]);
});

test('a first tap on a form field hydrates its island before the typing reaches it', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  const problems = problemsOf(page);
  await gotoHydrated(page, '/');
  const contact = page.locator('#contact');
  await contact.getByLabel('Email (required)').fill('not-an-address');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByLabel('Email (required)')).toHaveValue('not-an-address');
  await expect(contact.getByLabel('Email (required)')).toHaveAttribute('aria-invalid', 'true');
  expect(problems).toEqual([]);
});
