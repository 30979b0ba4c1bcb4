import { testCardDigits } from '../../../shared/test-card-limits.ts';

/** "4242424242424242" → "4242 4242 4242 4242" as the buyer types. */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, testCardDigits.cardNumber)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1234" → "12 / 34" as the buyer types. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, testCardDigits.expiry);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}
