import { describe, expect, it } from 'vitest';
import { cardFieldFor } from './card-field-errors.ts';

describe('cardFieldFor', () => {
  it.each([
    ["Your card's expiration year is in the past.", 'expiry'],
    ["Your card's security code is incorrect.", 'cvc'],
    ['Your card number is invalid.', 'cardNumber'],
    ['Your card was declined.', 'cardNumber'],
    ['Your card has insufficient funds.', 'cardNumber'],
  ] as const)('puts "%s" under %s', (message, field) => {
    expect(cardFieldFor(message)).toBe(field);
  });
});
