import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from './visitor.ts';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { buy } from './checkout-steps.ts';
import { smtpInbox, smtpShop } from './e2e-servers.ts';

// The shop that sends its mail over SMTP (playwright.config.ts), with PUBLIC_URL = its own URL.
test.use({ baseURL: smtpShop.url });

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  [field ?? []].flat().flatMap((group) => group.value.map((mailbox) => mailbox.address));

/** The mail to `to` whose subject matches, as the SMTP server received it, parsed. */
async function receivedMail(to: string, subject: RegExp): Promise<ParsedMail> {
  for (let attempt = 0; attempt < 75; attempt += 1) {
    const names = (await readdir(smtpInbox)).filter((name) => name.endsWith('.eml'));
    for (const name of names) {
      const mail = await simpleParser(await readFile(path.join(smtpInbox, name)));
      if (addresses(mail.to).includes(to) && subject.test(mail.subject ?? '')) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the SMTP server received no mail to ${to} matching ${subject}`);
}

/** "November 24, 2026 at 10:30 AM UTC" as a time. */
function utcTime(text: string): number {
  const match = /^(\w+ \d{1,2}, \d{4}) at (\d{1,2}):(\d{2}) ([AP]M) UTC$/.exec(text);
  if (!match) throw new Error(`not a UTC time: ${text}`);
  const [, day, hour, minute, half] = match;
  const hours = (Number(hour) % 12) + (half === 'PM' ? 12 : 0);
  return Date.parse(`${day} ${hours}:${minute} UTC`);
}

test('the receipt arrives over SMTP, complete, and its link leads to the zip whose SHA-256 it names', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = `smtp-${Date.now()}@example.com`;
  const boughtAt = Date.now();
  await buy(page, email);
  const paidBy = Date.now();
  const reference = (await page.locator('dt:text-is("Order") + dd').textContent()) ?? '';
  expect(reference).toMatch(/^CM-[0-9A-F]{10}$/);

  const mail = await receivedMail(email, /^Your Cryptomaton download is ready$/);
  const text = mail.text ?? '';
  const html = typeof mail.html === 'string' ? mail.html : '';
  expect(text, 'a plain-text part').not.toBe('');
  expect(html, 'an HTML part').toContain('</html>');
  expect(addresses(mail.replyTo)).toEqual(['support@cryptomaton.app']);

  // What was bought, for how much, with which card, under which order reference: in both parts.
  const version = /^Item: Cryptomaton trading bot \(Algorithm Zip\), version (\S+)$/m.exec(text);
  expect(version?.[1]).toMatch(/^\d{4}\.\d{2}\.\d{2}-[0-9a-f]{8}$/);
  const sha256 = /^SHA-256: ([0-9a-f]{64})$/m.exec(text)?.[1] ?? '';
  expect(sha256).not.toBe('');
  for (const [label, value] of [
    ['Order', reference],
    ['Item', `Cryptomaton trading bot (Algorithm Zip), version ${version?.[1]}`],
    ['SHA-256', sha256],
    ['Amount paid', '$149.00 USD'],
    ['Paid with', 'Visa ending 4242'],
    ['Sold by', 'Cryptomaton, New Zealand'],
  ] satisfies [string, string][]) {
    expect(text).toContain(`\n${label}: ${value}\n`);
    expect(html).toMatch(
      new RegExp(`>${label}</td><td [^>]*>${value.replace(/[$().]/g, '\\$&')}<`),
    );
  }

  // The link, its limit and expiry (48 hours after payment), and how to get help.
  const link = /^Download your package here:\n(\S+)$/m.exec(text)?.[1] ?? '';
  expect(link).toMatch(new RegExp(`^${smtpShop.url}/download/[\\w-]{43}$`));
  expect(html).toContain(`href="${link}"`);
  const expiry = /^The link works 3 times and expires on (.+ UTC)\.$/m.exec(text)?.[1] ?? '';
  // Shown to the minute, so up to a minute earlier than 48 hours after the payment.
  expect(utcTime(expiry)).toBeGreaterThan(boughtAt + 48 * 3_600_000 - 60_000);
  expect(utcTime(expiry)).toBeLessThanOrEqual(paidBy + 48 * 3_600_000);
  expect(html).toContain('<strong>3 times</strong>');
  expect(html).toContain(`<strong>${expiry}</strong>`);
  expect(text).toContain(`Need help? Reply to this email or visit ${smtpShop.url}/support\n`);
  expect(text).toContain(`Get a fresh one at ${smtpShop.url}/support#find-purchase\n`);
  expect(html).toContain(`href="${smtpShop.url}/support"`);

  // Every link is absolute and on PUBLIC_URL; the one other is mail to support.
  const hrefs = [...html.matchAll(/\bhref="([^"]*)"/g)].map((match) => match[1] ?? '');
  expect(hrefs.length).toBeGreaterThan(5);
  for (const href of hrefs) {
    if (href === 'mailto:support@cryptomaton.app') continue;
    expect(href === smtpShop.url || href.startsWith(`${smtpShop.url}/`), href).toBe(true);
  }
  const textUrls = text.match(/\b[a-z][a-z+.-]*:\/\/\S+/gi) ?? [];
  expect(textUrls.length).toBeGreaterThan(5);
  for (const url of textUrls) expect(url.startsWith(`${smtpShop.url}/`), url).toBe(true);

  // The link opens the download page, which names the same checksum as the file it serves.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Algorithm Zip download');
  await expect(page.locator('dd.font-mono')).toHaveText(sha256);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download Cryptomaton' }).click(),
  ]);
  const zip = await readFile((await download.path()) ?? '');
  expect(createHash('sha256').update(zip).digest('hex')).toBe(sha256);
});
