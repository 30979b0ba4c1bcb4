import { describe, expect, it } from 'vitest';
import { refundMail } from './refund-mail.ts';

const details = { orderReference: 'CM-ABC', amountCents: 2_500, publicUrl: 'https://shop.test' };

describe('refundMail', () => {
  it('tells the buyer a whole refund closes the link', () => {
    const mail = refundMail(details);
    expect(mail.subject).toMatch(/order CM-ABC has been refunded$/);
    expect(mail.text).toContain('We have refunded your');
    expect(mail.text).toContain('The download link of this order no longer works.');
  });

  it('tells the buyer a part keeps the link working', () => {
    const mail = refundMail({ ...details, linksEnd: false });
    expect(mail.subject).toMatch(/order CM-ABC has been partly refunded$/);
    expect(mail.text).toContain('We have refunded part of your');
    expect(mail.text).toContain('$25.00 USD');
    expect(mail.text).toContain('its download link keeps working');
    expect(mail.html).toContain('partly refunded');
  });
});
