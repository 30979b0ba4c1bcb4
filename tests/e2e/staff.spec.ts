import { expect } from '@playwright/test';
import { test } from './visitor.ts';
import { nthMailTo, signInAt } from './admin-session.ts';
import { expectNoAxeViolations } from './axe.ts';
import { buy } from './checkout-steps.ts';
import { expectNoHorizontalScroll } from './overflow.ts';
import { desktop, phone } from './viewports.ts';

const PASSWORD = 'support staff password 42';

for (const [name, viewport] of [
  ['390 px', phone],
  ['desktop', desktop],
] as const) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport });

    test('the owner invites support staff, who accept by the mailed link and cannot refund', async ({
      page,
      browser,
    }) => {
      test.slow();
      const stamp = `${viewport.width}-${Date.now()}`;
      const buyer = `staff-buyer-${stamp}@example.com`;
      const invitee = `support-${stamp}@example.com`;
      await buy(page, buyer);

      // The owner invites from the Staff screen.
      await signInAt(page, '/admin/staff');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff');
      const invite = page.getByRole('form', { name: 'Invite staff' });
      await invite.getByLabel('Email').fill(invitee);
      await invite.getByLabel('Role').selectOption('support');
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      const invitations = page.getByRole('region', { name: 'Open invitations' });
      await expect(invitations).toContainText(invitee);
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page);

      // The invitee opens the mailed link with scripts off: the plain form sets the password.
      const mail = await nthMailTo(invitee, 'staff-invitation');
      const link = /https?:\/\/[^\s"<>]+\/admin\/invitation\/[A-Za-z0-9_-]{43}/.exec(mail)?.[0];
      expect(link).toBeDefined();
      const noScripts = await browser.newContext({ viewport, javaScriptEnabled: false });
      const acceptPage = await noScripts.newPage();
      await acceptPage.goto(link ?? '');
      await expect(acceptPage.getByRole('heading', { name: 'Join the staff' })).toBeVisible();
      await acceptPage.getByLabel('New password').fill(PASSWORD);
      await acceptPage.getByLabel('Repeat the password').fill(PASSWORD);
      await acceptPage.getByRole('button', { name: 'Accept and set my password' }).click();
      await expect(
        acceptPage.getByRole('heading', { name: 'Your account is ready' }),
      ).toBeVisible();
      await expectNoHorizontalScroll(acceptPage);
      await noScripts.close();

      // The invitation is used up: the owner's list no longer shows it (another test running at
      // the same time may have one of its own open, so the list itself may stay).
      await page.reload();
      await expect(
        page.getByRole('region', { name: 'Open invitations' }).getByText(invitee),
      ).toHaveCount(0);
      await expect(page.getByRole('listitem').filter({ hasText: invitee })).toBeVisible();
      const search = await page.request.get(`/api/admin/orders?q=${encodeURIComponent(buyer)}`);
      const orderId = ((await search.json()) as { orders: { id: number }[] }).orders[0]?.id;
      expect(orderId).toBeDefined();

      // Support signs in on the screen and opens the order: no Refund button.
      const staffContext = await browser.newContext({ viewport });
      const support = await staffContext.newPage();
      await support.goto('/admin/login');
      await support.getByLabel('Email').fill(invitee);
      await support.getByLabel('Password').fill(PASSWORD);
      await support.getByRole('button', { name: 'Sign in' }).click();
      await expect(support).toHaveURL(/\/admin$/);
      await support.goto(`/admin/orders/${orderId}`);
      await expect(support.getByRole('heading', { name: 'Order details' })).toBeVisible();
      await expect(support.getByRole('button', { name: 'Send fresh link' })).toBeVisible();
      await expect(support.getByRole('button', { name: 'Refund' })).toHaveCount(0);
      if (viewport === phone)
        await support.getByRole('button', { name: 'Open admin menu' }).click();
      const nav = support.getByRole('navigation', { name: 'Admin', exact: true });
      await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Files', exact: true })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);

      // The server refuses the owner's calls whatever the screen shows.
      const refund = await support.request.post(`/api/admin/orders/${orderId}/refund`, {
        data: {},
      });
      expect(refund.status()).toBe(403);
      expect(await refund.json()).toMatchObject({ code: 'role_forbidden' });
      expect((await support.request.get('/api/admin/staff')).status()).toBe(403);

      // Their own sessions are on their account page.
      await support.goto('/admin/account');
      await expect(support.getByRole('heading', { level: 1 })).toHaveText('Your account');
      await expect(support.getByText('This browser')).toBeVisible();
      await expectNoHorizontalScroll(support);
      await expectNoAxeViolations(support);

      // The owner removes them: their open session ends at once.
      await page.reload();
      const member = page.getByRole('listitem').filter({ hasText: invitee });
      await member.getByRole('button', { name: `Remove ${invitee}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByRole('listitem').filter({ hasText: invitee })).toHaveCount(0);
      expect((await support.request.get('/api/admin/session')).status()).toBe(401);
      await staffContext.close();
    });
  });
}
