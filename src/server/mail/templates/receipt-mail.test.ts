import { describe, expect, it } from 'vitest';
import { receiptMail } from './receipt-mail.ts';

const details = {
  productName: 'Cryptomaton trading bot (Algorithm Zip)',
  package: {
    version: '2026.11.22-1af3acee',
    sha256: '1af3acee5b0c2e7d9f4a6b8c0d2e4f6a8b0c2d4e6f8a0b2c4d6e8f0a2b4c6d8e',
  },
  amountCents: 14_900,
  currency: 'USD',
  purchasedAt: new Date('2026-11-22T10:30:00Z'),
  paymentMethod: 'Visa ending 4242',
  orderReference: 'CM-000042',
  downloadUrl: 'https://shop.example.com/download/abc<def>',
  expiresAt: new Date('2026-11-24T10:30:00Z'),
  maxDownloads: 3,
  publicUrl: 'https://shop.example.com',
  seller: { name: 'Kiwi Quant Ltd', address: '12 Queen Street, Auckland 1010, New Zealand' },
};

describe('receipt mail', () => {
  it('is a receipt: order, date, item, version and checksum, amount, card, seller, in both parts', () => {
    const mail = receiptMail(details);
    expect(mail.subject).toBe('Your Cryptomaton download is ready');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('CM-000042');
      expect(part).toContain('November 22, 2026 at 10:30 AM UTC');
      expect(part).toContain(
        'Cryptomaton trading bot (Algorithm Zip), version 2026.11.22-1af3acee',
      );
      expect(part).toContain('$149.00 USD');
      expect(part).toContain('Visa ending 4242');
      expect(part).toContain('Sold by');
      expect(part).toContain('Kiwi Quant Ltd, 12 Queen Street, Auckland 1010, New Zealand');
      expect(part).toContain('Reply to this email');
    }
  });

  it('states the link, its expiry and its three uses, and how to get help', () => {
    const mail = receiptMail(details);
    expect(mail.text).toContain('https://shop.example.com/download/abc<def>');
    expect(mail.text).toContain('works 3 times');
    expect(mail.text).toContain('November 24, 2026 at 10:30 AM UTC');
    expect(mail.html).toContain('<strong>3 times</strong>');
    expect(mail.text).toContain('https://shop.example.com/support#find-purchase');
    expect(mail.text).toContain('https://shop.example.com/refund-policy');
    expect(mail.text).toContain('https://shop.example.com/terms-of-service');
  });

  it('links only to absolute addresses on the shop, or mail to support', () => {
    const mail = receiptMail({ ...details, downloadUrl: 'https://shop.example.com/download/abc' });
    const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) {
      expect(href).toMatch(
        /^(https:\/\/shop\.example\.com(\/|$)|mailto:support@cryptomaton\.app$)/,
      );
    }
    const urls = mail.text.match(/https?:\/\/\S+/g) ?? [];
    for (const url of urls) expect(url.startsWith('https://shop.example.com/')).toBe(true);
  });

  it('shows the SHA-256 of the package the link serves, as a row of its own', () => {
    const mail = receiptMail(details);
    expect(mail.text).toContain(`SHA-256: ${details.package.sha256}\n`);
    expect(mail.html).toMatch(
      new RegExp(`>SHA-256</td><td [^>]*monospace[^>]*>${details.package.sha256}</td>`),
    );
  });

  it('leaves out version and checksum when no package is on sale', () => {
    const mail = receiptMail({ ...details, package: undefined });
    expect(mail.text).toContain('Item: Cryptomaton trading bot (Algorithm Zip)\n');
    expect(mail.text).not.toContain('SHA-256');
    expect(mail.html).not.toContain('SHA-256');
  });

  it('leaves out the card when the provider did not say', () => {
    const mail = receiptMail({ ...details, paymentMethod: undefined });
    expect(mail.text).not.toContain('Paid with');
  });

  it('escapes what it puts into HTML', () => {
    const mail = receiptMail(details);
    expect(mail.html).toContain('/download/abc&lt;def&gt;');
    expect(mail.html).not.toContain('abc<def>');
  });
});
