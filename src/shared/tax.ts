import { z } from 'zod';
import { taxModes } from './tax-rules.ts';

/* The tax contract's schemas; the rules themselves are in tax-rules.ts (docs/tax.md). */
export * from './tax-rules.ts';

export const TaxModeSchema = z.enum(taxModes);

/** The tax on a price, before payment: the checkout page's summary and pay button. */
export const TaxQuoteSchema = z.object({
  /** The price after any discount code, before tax. */
  priceCents: z.number().int(),
  taxCents: z.number().int(),
  /** What the card is charged: price plus tax. */
  totalCents: z.number().int(),
  /** A business in another EU country: no VAT is charged, the buyer accounts for it. */
  reverseCharge: z.boolean(),
  /** How the tax is named on the summary and invoice ("VAT 19% (DE)"); absent when none. */
  label: z.string().optional(),
});
export type TaxQuote = z.infer<typeof TaxQuoteSchema>;
