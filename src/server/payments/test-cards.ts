import { cardDescription } from './card-description.ts';

/**
 * The test provider follows Stripe's published test cards, so the same numbers work against
 * Stripe's test mode and against this shop with no keys.
 */
export type CardOutcome = { ok: true } | { ok: false; message: string };

const DECLINES: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000009987': 'Your card was declined.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
};
const SUCCEEDS = new Set(['4242424242424242', '5555555555554444', '378282246310005']);

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "12 / 34", "12/34" or "1234" → month and four-digit year. */
function parseExpiry(expiry: string): { month: number; year: number } | null {
  const digits = expiry.replace(/\D/g, '');
  if (digits.length !== 4 && digits.length !== 6) return null;
  const month = Number(digits.slice(0, 2));
  const year = digits.length === 4 ? 2000 + Number(digits.slice(2)) : Number(digits.slice(2));
  if (month < 1 || month > 12) return null;
  return { month, year };
}

export function checkTestCard(
  card: { cardNumber: string; expiry: string; cvc: string },
  now: Date = new Date(),
): CardOutcome {
  const number = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number)) return { ok: false, message: 'Your card number is incomplete.' };
  if (!passesLuhn(number)) return { ok: false, message: 'Your card number is invalid.' };

  const expiry = parseExpiry(card.expiry);
  if (!expiry) return { ok: false, message: "Your card's expiration date is incomplete." };
  const endOfMonth = new Date(Date.UTC(expiry.year, expiry.month, 1));
  if (endOfMonth <= now)
    return { ok: false, message: "Your card's expiration year is in the past." };

  const cvcLength = number.startsWith('34') || number.startsWith('37') ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) {
    return { ok: false, message: "Your card's security code is incomplete." };
  }

  const decline = DECLINES[number];
  if (decline) return { ok: false, message: decline };
  if (SUCCEEDS.has(number)) return { ok: true };
  return {
    ok: false,
    message:
      'Your card was declined. This is the test payment provider: use a test card such as 4242 4242 4242 4242.',
  };
}

const BRANDS: [RegExp, string][] = [
  [/^4/, 'Visa'],
  [/^(5[1-5]|2[2-7])/, 'Mastercard'],
  [/^3[47]/, 'American Express'],
];

/** A test card as the receipt names it, e.g. "Visa ending 4242". */
export function describeCard(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '');
  const brand = BRANDS.find(([pattern]) => pattern.test(digits))?.[1] ?? 'Card';
  return cardDescription(brand, digits.slice(-4));
}
