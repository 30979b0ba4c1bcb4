import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './visitor.ts';
import { commerce } from '../../src/shared/site-config.ts';
import { expectNoAxeViolations } from './axe.ts';
import { buy } from './checkout-steps.ts';
import { expectNoHorizontalScroll } from './overflow.ts';
import { desktop, phone } from './viewports.ts';

/** The newest kept mail (.eml: this server has no SMTP) to this address whose subject matches. */
async function keptMail(to: string, subject: RegExp): Promise<string> {
  const dir = path.resolve('.e2e-data/mail');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = (await readdir(dir).catch(() => [])).sort().reverse();
    for (const file of files) {
      const text = await readFile(path.join(dir, file), 'utf8');
      const subjectLine = /^Subject: (.*)$/m.exec(text)?.[1] ?? '';
      if (text.includes(`To: ${to}`) && subject.test(subjectLine)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

const pageLinkIn = (mail: string) =>
  /http:\/\/127\.0\.0\.1:\d+(\/download\/[\w-]{43})\b/.exec(mail.replace(/=\r?\n/g, ''))?.[1] ?? '';

test('the receipt links to a download page that counts nothing until the file is fetched', async ({
  page,
}) => {
  const email = `page-${Date.now()}@example.com`;
  await buy(page, email);
  const pagePath = pageLinkIn(await keptMail(email, /download is ready/));
  expect(pagePath).not.toBe('');

  await page.goto(pagePath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Algorithm Zip download');
  await expect(page.getByText('3 of 3')).toBeVisible();
  const sha = (await page.locator('dd.font-mono').textContent()) ?? '';
  expect(sha).toMatch(/^[0-9a-f]{64}$/);
  await expect(page.getByText(/\d{4} at \d{1,2}:\d{2} [AP]M [A-Z]/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'our support page' })).toHaveAttribute(
    'href',
    '/support',
  );
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByText('3 of 3')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Cryptomaton' }).click(),
  ]);
  const zip = await readFile((await download.path()) ?? '');
  expect(createHash('sha256').update(zip).digest('hex')).toBe(sha);
  await expect(page.getByText('2 of 3')).toBeVisible();
});

for (const viewport of [desktop, phone]) {
  test(`find my purchase gives the bot's and the art's link terms at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/support');
    const form = page.getByRole('region', { name: 'Find my purchase' });
    await expect(form).toContainText(
      `trading bot are good for ${commerce.downloadHours} hours and ${commerce.maxDownloads} downloads`,
    );
    await expect(form).toContainText(
      `digital collectible, ${commerce.artDownloadHours} hours and ${commerce.artMaxDownloads} downloads`,
    );
    await expectNoHorizontalScroll(page);
  });
}

test('find my purchase mails a single-use link; pressing its button gives a fresh link and ends the old', async ({
  page,
}) => {
  const email = `lost-${Date.now()}@example.com`;
  await buy(page, email);
  const oldPage = pageLinkIn(await keptMail(email, /download is ready/));

  await page.goto('/support#find-purchase');
  const form = page.getByRole('region', { name: 'Find my purchase' });
  await form.getByLabel('Email you bought with').fill('not an email');
  await form.getByRole('button', { name: 'Email me a fresh link' }).click();
  await expect(form.getByLabel('Email you bought with')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Email you bought with').fill(email);
  await form.getByRole('button', { name: 'Email me a fresh link' }).click();
  await expect(form.getByRole('status')).toContainText(
    'we have just emailed it a link that gets you a fresh download link',
  );
  await expectNoAxeViolations(page);

  // Asking changed nothing yet: the old link still works until the mail's link is used.
  const recovery =
    /http:\/\/127\.0\.0\.1:\d+(\/find-purchase\/[\w-]{43})\b/.exec(
      (await keptMail(email, /^Fresh download links for your/)).replace(/=\r?\n/g, ''),
    )?.[1] ?? '';
  expect(recovery).not.toBe('');
  await page.goto(oldPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Algorithm Zip download');

  // The page works without scripts: a plain form whose button issues the fresh links.
  await page.goto(recovery);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get your fresh download links');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Get my fresh download links' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your fresh download links');
  const freshPage =
    (await page
      .getByRole('link', { name: 'Open the Algorithm Zip download' })
      .getAttribute('href')) ?? '';
  expect(freshPage).toMatch(/^\/download\/[\w-]{43}$/);
  expect(freshPage).not.toBe(oldPage);
  expect(pageLinkIn(await keptMail(email, /as requested/))).toBe(freshPage);

  await page.goto(recovery);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'This link has already been used',
  );
  await page.goto(oldPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'This download link is no longer active',
  );
  await page.goto(freshPage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Algorithm Zip download');
});
