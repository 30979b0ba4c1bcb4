import { expect } from '@playwright/test';
import { test } from './visitor.ts';
import { admin, signInAt } from './admin-session.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectNoHorizontalScroll } from './overflow.ts';
import { phone } from './viewports.ts';

test('a signed-out screen asks to sign in, refuses a wrong password, then returns to it', async ({
  page,
}) => {
  await page.goto('/admin/files?tab=x');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Ffiles%3Ftab%3Dx$/);
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email or password is incorrect.');
  await expect(page.getByLabel('Password')).toHaveValue('');

  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/files\?tab=x$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Files');
});

test('sign out ends the session: the API then answers 401 and screens go to sign-in', async ({
  page,
}) => {
  await signInAt(page, '/admin');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect((await page.request.get('/api/admin/session')).status()).toBe(401);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard$/);
});

test('a session that ends while a screen is open sends it to sign-in on its next call', async ({
  page,
  context,
}) => {
  await signInAt(page, '/admin');
  await context.clearCookies();
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%3Ftab%3Dorders$/);
});

test('Sign out everywhere asks the server to end every session, then goes to sign-in', async ({
  page,
}) => {
  // Answered here: really ending every session would sign out the tests running beside this one
  // (the server side is covered by src/server/admin/auth-routes.test.ts).
  let called = false;
  await page.route('**/api/admin/logout-everywhere', (route) => {
    called = true;
    return route.fulfill({ json: { endedSessions: 3 } });
  });
  await signInAt(page, '/admin');
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.locator('li[data-state="open"]')).toContainText('3 sessions ended.');
  expect(called).toBe(true);
});

test('/admin: figures, quick links, system status and Test Email', async ({ page }) => {
  test.slow(); // the dashboard's six panels load together, then axe checks the page
  await signInAt(page, '/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  for (const [name, href] of [
    ['Dashboard', '/admin'],
    ['Orders', '/admin/orders'],
    ['Purchases', '/admin/dashboard'],
    ['Files', '/admin/files'],
    ['Messages', '/admin/messages'],
    ['Mail', '/admin/mail'],
    ['Art admin', '/art-admin'],
    ['Manual delivery', '/admin/manual-delivery'],
  ] as const) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(page.getByText(/^Product price: \$149\.00$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Revenue' })).toBeVisible();
  for (const href of [
    '/admin/files',
    '/admin/dashboard',
    '/admin/manual-delivery',
    '/art-admin',
    '/digital-collectibles',
  ]) {
    await expect(page.locator(`section a[href="${href}"]`)).toBeVisible();
  }
  const status = page.getByRole('region', { name: 'System Status' });
  for (const name of ['Email System', 'Payment Processing', 'File Delivery', 'Database']) {
    await expect(status.getByText(name, { exact: true })).toBeVisible();
  }
  await expect(status).toContainText('test');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Test Email' }).click();
  await expect(page.locator('li[data-state="open"]')).toContainText('Test Email Sent');
});

test('/admin tabs: messages, mail and the audit log', async ({ page }) => {
  // Four screens, each checked with axe: on a 2-core machine under load that is over 30 s.
  test.slow();
  const sender = `asker-${Date.now()}@example.com`;
  const sent = await page.request.post('/api/contact', {
    data: {
      firstName: 'Ada',
      lastName: 'Asker',
      email: sender,
      subject: 'Question about VPS',
      message: 'Which VPS do you recommend?',
    },
  });
  expect(sent.ok()).toBe(true);
  await signInAt(page, '/admin');
  await page.getByRole('button', { name: 'Test Email' }).click();
  await expect(page.locator('li[data-state="open"]')).toContainText('Test Email Sent');

  await page.getByRole('tab', { name: 'Messages' }).click();
  const message = page.getByRole('listitem').filter({ hasText: sender });
  await expect(message).toContainText('Which VPS do you recommend?');
  await expect(message).toContainText('Pending');
  await expect(message.getByRole('link', { name: 'Reply' })).toHaveAttribute(
    'href',
    /^\/admin\/messages\/\d+$/,
  );
  await message.getByRole('button', { name: 'Mark Responded' }).click();
  await expect(message).toContainText('Responded');
  await expect(message.getByRole('button', { name: 'Mark Responded' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Mail' }).click();
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  await expect(page.getByText(`To ${admin.email}`).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Unmatched payment events' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Audit log' }).click();
  const log = page.getByRole('list', { name: 'Audit log' });
  await expect(log).toContainText('mail.test');
  await expect(log).toContainText(admin.email);
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Files' }).click();
  await expect(page.getByRole('link', { name: 'Manage files' })).toBeVisible();
});

test('Payment reconciliation: Check now compares the paid payments and says what it found', async ({
  page,
}) => {
  await signInAt(page, '/admin');
  const panel = page.getByRole('region', { name: 'Payment reconciliation' });
  await expect(panel).toContainText('the last 3 days of paid payments are checked');
  await panel.getByRole('button', { name: 'Check now' }).click();
  await expect(panel).toContainText(
    /Last run .+: \d+ paid payments? checked, \d+ repaired, 0 for you\./,
  );
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: phone });
  for (const path of [
    '/admin',
    '/admin?tab=orders',
    '/admin/dashboard',
    '/admin/files',
    '/admin/manual-delivery',
  ]) {
    test(`${path} fits 390 px and passes axe`, async ({ page }) => {
      await signInAt(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);
    });
  }
  test('/admin/login fits 390 px', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page);
  });
});
