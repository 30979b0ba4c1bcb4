import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { test } from './visitor.ts';
import { nthMailTo } from './admin-session.ts';
import { expectNoAxeViolations } from './axe.ts';
import { passkeyShop } from './e2e-servers.ts';
import { expectNoHorizontalScroll } from './overflow.ts';
import { desktop, phone } from './viewports.ts';

/*
 * Second factors, on the passkey shop (playwright.config.ts): at a domain name, so passkeys work,
 * and with an owner of its own, whose sign-in and policy these tests change. They run in order:
 * the owner signs in with the password alone until the last test gives them the app.
 */
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: passkeyShop.url });

const owner = {
  email: process.env.E2E_PASSKEY_ADMIN_EMAIL ?? '',
  password: process.env.E2E_PASSKEY_ADMIN_PASSWORD ?? '',
};
const mailDir = path.resolve(passkeyShop.dataDir, 'mail');
/** The invited members' password: new for every run, never written down. */
const PASSWORD = `staff-${randomBytes(12).toString('base64url')}`;

/** The owner, signed in with the password alone (before the last test gives them the app). */
async function signInOwner(page: Page): Promise<void> {
  expect(owner.password, 'playwright.config.ts sets the passkey shop’s owner').not.toBe('');
  const response = await page.request.post('/api/admin/login', { data: owner });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toHaveProperty('admin');
}

/** The owner invites `email` as support; the invitation is accepted with PASSWORD. */
async function invite(ownerPage: Page, email: string): Promise<void> {
  const sent = await ownerPage.request.post('/api/admin/staff/invitations', {
    data: { email, role: 'support' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const mail = await nthMailTo(email, 'staff-invitation', 1, undefined, mailDir);
  const token = /\/admin\/invitation\/([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
  expect(token).toBeDefined();
  const accepted = await ownerPage.request.post('/api/admin/invitations/accept', {
    data: { token, password: PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

async function newMemberPage(browser: Browser, viewport: typeof phone): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: passkeyShop.url });
  return context.newPage();
}

/** The sign-in screen's first step. */
async function enterPassword(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Sign out from the header (folded into its menu on a phone). */
async function signOut(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? desktop.width) < 1024) {
    await page.getByRole('button', { name: 'Open admin menu' }).click();
  }
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

const codeField = (page: Page) =>
  page.getByLabel('Enter the 6-digit code from your authenticator app');
const verify = (page: Page) => page.getByRole('button', { name: 'Verify and sign in' }).click();

/** Waits for the app's next 30-second step, so its code is one the server has not seen. */
async function nextTotpStep(page: Page): Promise<void> {
  await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 1_000);
}

/**
 * Sets up the authenticator app on the open account page: the key read from the page, the code
 * made from it. Returns the key and the recovery codes shown (this once), then puts them away.
 */
async function setUpApp(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  const app = page.getByRole('region', { name: 'Authenticator app' });
  await app.getByRole('button', { name: 'Set up the app' }).click();
  await expect(app.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await app.getByRole('definition').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await app.getByLabel('Code from your authenticator app').fill(generateSync({ secret }));
  await app.getByRole('button', { name: 'Turn on' }).click();
  const shown = page.getByRole('region', { name: 'Your recovery codes' });
  await expect(shown).toBeVisible();
  await expect(shown).toContainText('each works once');
  const recoveryCodes = await shown.getByRole('listitem').allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  await expect(app).toContainText('On');
  return { secret, recoveryCodes };
}

for (const [name, viewport] of [
  ['390 px', phone],
  ['desktop', desktop],
] as const) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport });

    test('the app: set up on the account page, then asked at sign-in; a code and a recovery code work once', async ({
      page,
      browser,
    }) => {
      test.slow(); // waits for the app's next 30-second code
      const member = `totp-${viewport.width}-${Date.now()}@example.com`;
      await signInOwner(page);
      await invite(page, member);

      const staff = await newMemberPage(browser, viewport);
      await enterPassword(staff, member);
      await expect(staff).toHaveURL(/\/admin$/);
      await staff.goto('/admin/account');
      await expect(staff.getByRole('heading', { name: 'Sign-in protection' })).toBeVisible();
      const { secret, recoveryCodes } = await setUpApp(staff);
      await expectNoHorizontalScroll(staff);
      await expectNoAxeViolations(staff);
      await staff.getByRole('button', { name: 'I have saved them' }).click();
      await expect(staff.getByRole('region', { name: 'Your recovery codes' })).toHaveCount(0);
      await expect(staff.getByText(recoveryCodes[0] ?? '-')).toHaveCount(0);

      // The password alone no longer signs in: the second step asks for the app's code.
      await signOut(staff);
      await nextTotpStep(staff);
      await enterPassword(staff, member);
      await expect(codeField(staff)).toBeFocused();
      await expect(staff.getByRole('button', { name: 'Use a passkey' })).toHaveCount(0);
      await expectNoHorizontalScroll(staff);
      await expectNoAxeViolations(staff);
      const code = generateSync({ secret });
      await codeField(staff).fill(code);
      await verify(staff);
      await expect(staff).toHaveURL(/\/admin$/);

      // The same code a second time is refused; a recovery code signs in instead.
      await signOut(staff);
      await enterPassword(staff, member);
      await codeField(staff).fill(code);
      await verify(staff);
      await expect(codeField(staff)).toHaveAttribute('aria-invalid', 'true');
      await staff.getByRole('button', { name: 'Use a recovery code instead' }).click();
      await staff.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
      await verify(staff);
      await expect(staff).toHaveURL(/\/admin$/);

      // That recovery code is used up; the next one works.
      await signOut(staff);
      await enterPassword(staff, member);
      await staff.getByRole('button', { name: 'Use a recovery code instead' }).click();
      const recovery = staff.getByLabel('Recovery code');
      await recovery.fill(recoveryCodes[0] ?? '');
      await verify(staff);
      await expect(recovery).toHaveAttribute('aria-invalid', 'true');
      await recovery.fill(recoveryCodes[1] ?? '');
      await verify(staff);
      await expect(staff).toHaveURL(/\/admin$/);
      await staff.goto('/admin/account');
      await expect(staff.getByRole('region', { name: 'Recovery codes' })).toContainText('8 of 10');
      await staff.context().close();
    });

    test('a passkey: added on the account page, then used at sign-in', async ({
      page,
      browser,
    }) => {
      const member = `passkey-${viewport.width}-${Date.now()}@example.com`;
      await signInOwner(page);
      await invite(page, member);

      const staff = await newMemberPage(browser, viewport);
      const cdp = await staff.context().newCDPSession(staff);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      await enterPassword(staff, member);
      await expect(staff).toHaveURL(/\/admin$/);
      await staff.goto('/admin/account');
      const passkeys = staff.getByRole('region', { name: 'Passkeys' });
      await passkeys.getByLabel('Name for the new passkey').fill('Test laptop');
      await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
      // The first second factor comes with recovery codes.
      await expect(staff.getByRole('region', { name: 'Your recovery codes' })).toBeVisible();
      await staff.getByRole('button', { name: 'I have saved them' }).click();
      await expect(passkeys.getByRole('listitem')).toContainText('Test laptop');
      await expect(passkeys.getByRole('listitem')).toContainText('never used');
      await expectNoHorizontalScroll(staff);

      await signOut(staff);
      await enterPassword(staff, member);
      // Without the app, the passkey is the way (the recovery code the spare).
      await expect(codeField(staff)).toHaveCount(0);
      await staff.getByRole('button', { name: 'Use a passkey' }).click();
      await expect(staff).toHaveURL(/\/admin$/);
      await staff.goto('/admin/account');
      await expect(passkeys.getByRole('listitem')).toContainText('last used');
      await staff.context().close();
    });
  });
}

test.describe('the owner’s policy', () => {
  test.use({ viewport: desktop });

  test('requiring a second factor sends a member without one to set it up; the owner can reset it', async ({
    page,
    browser,
  }) => {
    test.slow();
    const member = `required-${Date.now()}@example.com`;
    await signInOwner(page);
    await invite(page, member);

    // The owner may not require what they do not use themselves.
    await page.goto('/admin/staff');
    const requireAll = page.getByRole('switch', { name: 'Require a second factor for all staff' });
    await expect(requireAll).toHaveAttribute('aria-checked', 'false');
    await requireAll.click();
    await expect(page.locator('li[data-state="open"]')).toContainText('Not changed');
    await expect(requireAll).toHaveAttribute('aria-checked', 'false');

    await page.goto('/admin/account');
    await setUpApp(page);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.goto('/admin/staff');
    await requireAll.click();
    await expect(requireAll).toHaveAttribute('aria-checked', 'true');

    // The member, signed in with the password alone, is sent to set one up before anything else.
    const staff = await newMemberPage(browser, desktop);
    await enterPassword(staff, member);
    await expect(staff).toHaveURL(/\/admin\/account$/);
    const explanation =
      'The owner asks every member of staff to use a second factor. Set one up below to continue.';
    await expect(staff.getByText(explanation)).toBeVisible();
    await expectNoAxeViolations(staff);
    await staff.goto('/admin/orders');
    await expect(staff).toHaveURL(/\/admin\/account$/);
    await setUpApp(staff);
    await staff.getByRole('button', { name: 'I have saved them' }).click();
    await expect(staff.getByText(explanation)).toHaveCount(0);
    await staff.goto('/admin/orders');
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Orders');

    // The owner clears it for them (a lost phone): their row says so.
    await page.reload();
    const row = page
      .getByRole('region', { name: 'Members' })
      .getByRole('listitem')
      .filter({ hasText: member });
    await expect(row).toContainText('second factor on');
    await row.getByRole('button', { name: `Reset the second factor of ${member}` }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Reset second factor' })
      .click();
    await expect(row).toContainText('no second factor');
    await expectNoAxeViolations(page);

    await requireAll.click();
    await expect(requireAll).toHaveAttribute('aria-checked', 'false');
    await staff.context().close();
  });
});
