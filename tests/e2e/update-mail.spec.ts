import { expect } from '@playwright/test';
import { nthMailTo, signInAt } from './admin-session.ts';
import { expectNoAxeViolations } from './axe.ts';
import { buy } from './checkout-steps.ts';
import { test } from './visitor.ts';

test('the owner emails a release to past buyers; a buyer stops update mail with its link', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = `update-${Date.now()}@example.com`;
  await buy(page, email);

  // A beta release: what new buyers get (the newest stable) stays as the other tests expect.
  await signInAt(page, '/admin/releases');
  const version = `0.${Date.now() % 100_000}.0-beta.1`;
  const published = await page.request.post('/api/admin/releases', {
    data: { version, channel: 'beta', changelog: '## Fixes\n\n- Binance API v4 <b>now</b>' },
  });
  expect(published.status(), await published.text()).toBe(201);
  const { release } = (await published.json()) as { release: { id: number } };

  await page.goto(`/admin/releases/${release.id}`);
  const panel = page.getByRole('region', { name: 'Update mail' });
  await expect(panel).toContainText('at most 60 emails a minute');
  await panel.getByRole('button', { name: 'Email past buyers' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Email past buyers' }).click();
  await expect(panel).toContainText('Started');
  await expect(panel.getByRole('button', { name: 'Email past buyers' })).toHaveCount(0);

  // The mail, as the shop wrote it (this server keeps its mail as .eml files). It goes out at 60
  // a minute to every past buyer of the whole run, this newest one last: that can be minutes.
  const mail = await nthMailTo(email, 'update-mail', 1, 180_000);
  expect(mail).toMatch(
    new RegExp(`^Subject: Cryptomaton ${version.replace(/\./g, '\\.')} \\(beta\\) is out`, 'm'),
  );
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  // A long header field is folded onto a second line (RFC 5322), which \s+ reads past.
  const link = /^List-Unsubscribe:\s+<([^>]+)>\r?$/m.exec(mail)?.[1] ?? '';
  expect(link).toMatch(/\/api\/update-mail\/unsubscribe\?token=[\w-]{43}$/);
  await expect(panel).toContainText('Done');

  // The buyer opens the link in a browser of their own: a page that asks, then the button.
  const context = await browser.newContext();
  const buyer = await context.newPage();
  await buyer.goto(link);
  await expect(buyer.getByRole('heading', { name: 'Stop update emails?' })).toBeVisible();
  await expectNoAxeViolations(buyer);
  await buyer.getByRole('button', { name: 'Stop update emails' }).click();
  await expect(
    buyer.getByRole('heading', { name: 'You will get no more update emails' }),
  ).toBeVisible();
  await buyer.goto(link);
  await expect(
    buyer.getByRole('heading', { name: 'You will get no more update emails' }),
  ).toBeVisible();
  await context.close();
});
