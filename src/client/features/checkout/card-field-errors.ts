export type CardField = 'cardNumber' | 'expiry' | 'cvc';

/**
 * Which card field a refusal belongs under. The test provider answers with Stripe's own card
 * messages ("Your card's security code is incomplete."), so the wording names the field; a refusal
 * of the card as a whole (declined, insufficient funds) belongs to the card number.
 */
export function cardFieldFor(message: string): CardField {
  if (/expiration/i.test(message)) return 'expiry';
  if (/security code/i.test(message)) return 'cvc';
  return 'cardNumber';
}
