import { expect, type Page } from '@playwright/test';
import { test } from './visitor.ts';
import { gotoHydrated } from './hydrated.ts';
import { desktop, phone } from './viewports.ts';

/*
 * The home page hydrates an island when it is seen or touched (src/client/islands/
 * hydration-scheduler.ts), not all of them after the paint: `<html data-hydrated>` then marks the
 * islands a visitor sees at load. An island further down answers its first click all the same:
 * the early script while React has not started there, React once it has.
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

    test('the islands seen at load hydrate; one below the fold waits to be seen', async ({
      page,
    }) => {
      const problems = problemsOf(page);
      await gotoHydrated(page, '/');
      await expect(island(page, 'header')).toHaveAttribute('data-island-hydrated', '');
      expect(await started(page, 'faq'), 'the FAQ is far below the fold').toBe(false);
      expect(await started(page, 'contact')).toBe(false);

      await page.locator('#faq').scrollIntoViewIfNeeded();
      await expect(island(page, 'faq')).toHaveAttribute('data-island-hydrated', '');
      const question = page.getByRole('button', { name: firstQuestion });
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      expect(problems).toEqual([]);
    });

    test('an island not yet hydrated answers its first click, then hydrates as it shows', async ({
      page,
    }) => {
      const problems = problemsOf(page);
      await gotoHydrated(page, '/');
      const question = page.getByRole('button', { name: firstQuestion });
      // A click with no scroll and no pointer press before it: only the early script can answer.
      await question.evaluate((button: HTMLElement) => button.click());
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      expect(await started(page, 'faq')).toBe(false);

      await question.scrollIntoViewIfNeeded();
      await expect(island(page, 'faq')).toHaveAttribute('data-island-hydrated', '');
      await expect(question).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('region', { name: firstQuestion })).toBeVisible();
      await question.click();
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      expect(problems).toEqual([]);
    });
  });
}

test('a touch hydrates an island in the same task, and React answers the click it starts', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  const problems = problemsOf(page);
  await gotoHydrated(page, '/');
  const send = page.locator('#contact').getByRole('button', { name: 'Send Message' });
  const startedInTask = await send.evaluate((button) => {
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    const island = button.closest('[data-island]');
    return island?.hasAttribute('data-hydration-started');
  });
  expect(startedInTask).toBe(true);
  // The toaster shows the form's messages: it hydrates with it.
  expect(await started(page, 'toaster')).toBe(true);

  await send.click();
  await expect(page.locator('li[data-state="open"]')).toContainText('Validation Error');
  await expect(page.locator('#contact').getByLabel('Email (required)')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
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
