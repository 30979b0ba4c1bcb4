/**
 * How many digits the test provider's card form takes: the longest card numbers, MM/YY and a
 * four-digit CVC. TestCardPaymentRequestSchema's bounds hold them as typed, with the form's
 * spaces and slash. Apart from checkout.ts so the checkout page reads them without zod.
 */
export const testCardDigits = { cardNumber: 19, expiry: 4, cvc: 4 } as const;
