import { describe, expect, it } from 'vitest';
import { receiptMail } from './receipt-mail.ts';

const details = {
  productName: 'Algorithm Zip',
  amountCents: 14_900,
  orderReference: 'CM-000042',
  downloadUrl: 'https://shop.example.com/download/abc<def>',
  expiresAt: new Date('2026-11-24T10:30:00Z'),
  maxDownloads: 3,
  publicUrl: 'https://shop.example.com',
};

describe('receipt mail', () => {
  it('states the link, its expiry and its three uses in both parts', () => {
    const mail = receiptMail(details);
    expect(mail.subject).toBe('Your Cryptomaton download is ready');
    expect(mail.text).toContain('https://shop.example.com/download/abc<def>');
    expect(mail.text).toContain('works 3 times');
    expect(mail.text).toContain('November 24, 2026 at 10:30 AM UTC');
    expect(mail.text).toContain('$149.00 USD');
    expect(mail.html).toContain('<strong>3 times</strong>');
    expect(mail.html).toContain('November 24, 2026 at 10:30 AM UTC');
  });

  it('escapes what it puts into HTML', () => {
    const mail = receiptMail(details);
    expect(mail.html).toContain('/download/abc&lt;def&gt;');
    expect(mail.html).not.toContain('abc<def>');
  });
});
