import { describe, expect, it } from 'vitest';
import { checkTestCard } from './test-cards.ts';

const now = new Date('2026-11-22T00:00:00Z');
const card = (cardNumber: string, expiry = '12 / 30', cvc = '123') =>
  checkTestCard({ cardNumber, expiry, cvc }, now);

describe('test cards', () => {
  it('accepts 4242 4242 4242 4242 with any future expiry and any 3-digit CVC', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true });
    expect(card('4242424242424242', '11/26', '999')).toEqual({ ok: true });
  });

  it('declines the decline and insufficient-funds cards with Stripe’s messages', () => {
    expect(card('4000 0000 0000 0002')).toEqual({ ok: false, message: 'Your card was declined.' });
    expect(card('4000 0000 0000 9995')).toEqual({
      ok: false,
      message: 'Your card has insufficient funds.',
    });
  });

  it('rejects malformed numbers, past or incomplete expiry, short CVC', () => {
    expect(card('4242')).toMatchObject({ message: 'Your card number is incomplete.' });
    expect(card('4242 4242 4242 4241')).toMatchObject({ message: 'Your card number is invalid.' });
    expect(card('4242 4242 4242 4242', '10/26')).toMatchObject({
      message: "Your card's expiration year is in the past.",
    });
    expect(card('4242 4242 4242 4242', '1')).toMatchObject({
      message: "Your card's expiration date is incomplete.",
    });
    expect(card('4242 4242 4242 4242', '12/30', '12')).toMatchObject({
      message: "Your card's security code is incomplete.",
    });
  });

  it('declines real-looking cards that are not test cards', () => {
    const result = card('4111 1111 1111 1111');
    expect(result.ok).toBe(false);
  });
});
