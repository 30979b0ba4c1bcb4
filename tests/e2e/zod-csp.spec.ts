import { expect } from '@playwright/test';
import { test } from './visitor.ts';
import { gotoHydrated } from './hydrated.ts';

// zod 4 probes for eval (`new Function`) the first time it builds an object schema; the CSP has
// no 'unsafe-eval', so the probe alone is a violation Lighthouse reports. The client build runs
// zod jitless (src/client/lib/zod-jitless.ts): no probe, no violation.
test('checking the contact form with the shared zod schema trips no CSP violation', async ({
  page,
}) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  await gotoHydrated(page, '/contact');
  await page.getByLabel('Email (required)').fill('ada@example');
  await page.getByLabel('Message (required)').fill('Hello');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel('Email (required)')).toHaveAttribute('aria-invalid', 'true');
  expect(violations).toEqual([]);
});
