import { z } from 'zod';
import { discountCodeLimits } from './discount-code-limits.ts';

/*
 * The parts of the discount codes' contracts (discount-codes.ts re-exports them) that the
 * checkout uses: the code a buyer types and the price summary it makes. Apart from the owner's,
 * because the checkout builds these schemas in the buyer's browser, and building a schema is
 * main-thread work.
 */

const CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/;

/** A code as a buyer or the owner types it: case does not matter, so it is stored upper-cased. */
export function normaliseDiscountCode(text: string): string {
  return text.trim().toUpperCase();
}

/** A code's text: 3 to 32 letters, digits, `-` or `_`, any case (stored upper-cased). */
export const DiscountCodeTextSchema = z
  .string({ error: 'Please type a discount code.' })
  .transform(normaliseDiscountCode)
  .pipe(
    z
      .string()
      .min(
        discountCodeLimits.codeMin,
        `A discount code has at least ${discountCodeLimits.codeMin} characters.`,
      )
      .max(
        discountCodeLimits.codeMax,
        `A discount code has at most ${discountCodeLimits.codeMax} characters.`,
      )
      .regex(CODE_PATTERN, 'A discount code uses only letters, digits, - and _.'),
  );

/** `GET /api/checkout/status?code=`: the price summary a code makes. */
export const CheckoutDiscountSchema = z.object({
  /** The code as stored (upper-cased). */
  code: z.string(),
  /** The item's price before the code. */
  originalPriceCents: z.number().int(),
  discountCents: z.number().int(),
});
export type CheckoutDiscount = z.infer<typeof CheckoutDiscountSchema>;
