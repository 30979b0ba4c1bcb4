import { describe, expect, it } from 'vitest';
import { commerce } from '../../../shared/site-config.ts';
import { findPurchaseMail } from './find-purchase-mail.ts';

const mail = findPurchaseMail({
  recoveryUrl: 'https://shop.example.com/find-purchase/abc',
  expiresAt: new Date('2026-11-23T10:30:00Z'),
  publicUrl: 'https://shop.example.com',
});

describe('find my purchase mail', () => {
  it('gives the terms of a fresh bot link and of a fresh art link, in both parts', () => {
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(
        `trading bot are good for ${commerce.downloadHours} hours and ${commerce.maxDownloads} downloads`,
      );
      expect(part).toContain(
        `digital collectible, ${commerce.artDownloadHours} hours and ${commerce.artMaxDownloads} downloads`,
      );
    }
  });

  it('says when its own link expires, with the zone, and links to support', () => {
    expect(mail.text).toContain('until November 23, 2026 at 10:30 AM UTC (24 hours)');
    expect(mail.text).toContain('visit https://shop.example.com/support');
    expect(mail.html).toContain('href="https://shop.example.com/support"');
  });
});
