import { describe, expect, it } from 'vitest';
import { TestCardPaymentRequestSchema } from './checkout.ts';
import { testCardDigits } from './test-card-limits.ts';

describe('testCardDigits', () => {
  it('fits the longest card the form can send through the schema', () => {
    const digits = (count: number) => '4'.repeat(count);
    // As the form formats them: groups of four digits, "MM / YY".
    const cardNumber = digits(testCardDigits.cardNumber).replace(/(\d{4})(?=\d)/g, '$1 ');
    const expiry = `${digits(2)} / ${digits(testCardDigits.expiry - 2)}`;
    expect(
      TestCardPaymentRequestSchema.safeParse({
        clientSecret: 'pi_1_secret_2',
        cardNumber,
        expiry,
        cvc: digits(testCardDigits.cvc),
      }).success,
    ).toBe(true);
  });
});
