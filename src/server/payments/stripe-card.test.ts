import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { describeStripeCharge } from './stripe-card.ts';

const paidWith = (details: unknown) =>
  describeStripeCharge({ payment_method_details: details } as Stripe.Charge);

describe('describeStripeCharge', () => {
  it.each([
    ['visa', '4242', 'Visa ending 4242'],
    ['mastercard', '4444', 'Mastercard ending 4444'],
    ['amex', '0005', 'American Express ending 0005'],
    ['unknown', '1234', 'Card ending 1234'],
    [null, '1234', 'Card ending 1234'],
  ])('names a %s card ending %s as "%s"', (brand, last4, expected) => {
    expect(paidWith({ type: 'card', card: { brand, last4 } })).toBe(expected);
  });

  it('names nothing for a payment that was not by card', () => {
    expect(paidWith({ type: 'us_bank_account', us_bank_account: { last4: '6789' } })).toBe(
      undefined,
    );
    expect(paidWith(null)).toBe(undefined);
  });
});
