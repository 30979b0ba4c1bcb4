import { z } from 'zod';
import { ArtRaritySchema, ArtworkSchema } from './artwork.ts';
import { CheckoutDiscountSchema, DiscountCodeTextSchema } from './discount-code-text.ts';
import { emailAddressField } from './fields.ts';
import { recordIdField, recordIdText } from './record-id.ts';
import { ACCEPTED_TERMS_INVALID } from './terms-acceptance.ts';
import { TaxModeSchema, TaxQuoteSchema } from './tax.ts';

/**
 * Where the buyer is, for tax (docs/tax.md): required with TAX_MODE=stripe (the country always,
 * the postal code in the US and Canada), checked by `checkTaxLocation`; optional otherwise.
 */
const taxLocationFields = {
  billingCountry: z.string().trim().max(60).optional().meta({
    description:
      'ISO 3166-1 alpha-2 country of the buyer (DE, US, …). Required when the shop charges tax.',
  }),
  billingPostalCode: z.string().trim().max(20).optional().meta({
    description: 'Postal (ZIP) code; required with tax in the US and Canada.',
  }),
  vatNumber: z.string().trim().max(40).optional().meta({
    description:
      "A business buyer's VAT number. A valid EU number from another EU country than the seller's is reverse charged (no VAT).",
  }),
};

/** The email the receipt and download link go to: the shop's one rule for an address. */
export const CheckoutEmailSchema = emailAddressField({
  required: 'Please provide a valid email address.',
  invalid: 'Please provide a valid email address.',
});

/** An art id that cannot name a collection is an art piece the store does not have. */
const unknownArtPiece = {
  invalid: 'We could not find this art piece. Please choose one in the store.',
  tooLarge: 'We could not find this art piece. Please choose one in the store.',
};

export const CreatePaymentIntentRequestSchema = z.object({
  email: CheckoutEmailSchema,
  /**
   * What the buyer was shown, in cents: the server prices the order itself and rejects a
   * mismatch. 0 when a discount code takes the whole price off.
   */
  amountCents: z.number().int().min(0).optional(),
  /** Deprecated: the same in USD (149.5), kept for older callers; send `amountCents`. */
  amount: z.number().positive().optional().meta({ deprecated: true }),
  /** Buying an art piece of this collection instead of the bot. */
  artCollectionId: recordIdField(unknownArtPiece).optional(),
  /**
   * A discount code (any case): the server prices the order with it and takes one of its uses,
   * or refuses it with 400/404/409/410 (docs/discount-codes.md).
   */
  discountCode: DiscountCodeTextSchema.optional(),
  /**
   * The buyer ticked the checkout's box: the Risk Disclaimer and the License for the bot, the
   * piece's usage rights for art. Required to be true: anything else is refused with a message
   * that names what to accept (docs/risk-acceptance.md).
   */
  acceptedTerms: z.boolean({ error: ACCEPTED_TERMS_INVALID }).optional().meta({
    description:
      'Must be true: the buyer ticked the box accepting the Risk Disclaimer (/disclaimer) and the License (/license), or for an art piece its usage rights. Without it the order is refused with 400.',
  }),
  ...taxLocationFields,
});
export type CreatePaymentIntentRequest = z.infer<typeof CreatePaymentIntentRequestSchema>;

export const paymentProviderNames = ['stripe', 'test'] as const;
export const PaymentProviderNameSchema = z.enum(paymentProviderNames);
export type PaymentProviderName = z.infer<typeof PaymentProviderNameSchema>;

export const CreatePaymentIntentResponseSchema = z.object({
  /**
   * What the card form confirms with. Empty when there is nothing to pay (`paymentRequired:
   * false`): the field keeps its type for callers written before discount codes.
   */
  clientSecret: z.string(),
  orderToken: z.string(),
  /** What the order charges: the price after the discount code, if any. */
  amountCents: z.number().int(),
  currency: z.string(),
  /**
   * False when a discount code took the whole price off: the order is already completed with
   * its link (and its receipt queued), so the buyer goes straight to the thank-you page.
   */
  paymentRequired: z.boolean(),
  /** What the discount code took off, in cents; 0 without a code. */
  discountCents: z.number().int(),
  /** The tax inside `amountCents` (0 when the shop charges none, or reverse charged). */
  taxCents: z.number().int(),
  /** A business in another EU country: no VAT charged, the buyer accounts for it. */
  reverseCharge: z.boolean(),
});
export type CreatePaymentIntentResponse = z.infer<typeof CreatePaymentIntentResponseSchema>;

/** The art piece a checkout sells, as its order summary shows it. */
export const CheckoutArtPieceSchema = z.object({
  slug: z.string(),
  rarity: ArtRaritySchema,
  artwork: ArtworkSchema.nullable(),
  /**
   * The edition this buyer gets if no one else's payment completes first: editions are numbered
   * in the order payments complete, so it may turn out to be a later one.
   */
  expectedEdition: z.number().int(),
  editionOf: z.number().int(),
});
export type CheckoutArtPiece = z.infer<typeof CheckoutArtPieceSchema>;

export const CheckoutStatusSchema = z.object({
  open: z.boolean(),
  /** Why checkout is closed, in words for the buyer. */
  closedReason: z.string().optional(),
  provider: PaymentProviderNameSchema,
  /** test: the built-in provider, no real money moves. */
  mode: z.enum(['test', 'live']),
  publishableKey: z.string().optional(),
  /** The price to pay: after the discount code, when `?code=` names one that applies. */
  priceCents: z.number().int(),
  currency: z.string(),
  /** The code's part of the summary: the original price and what it takes off. */
  discount: CheckoutDiscountSchema.optional(),
  /** What is being bought, as the order summary names it. */
  itemName: z.string(),
  /** Set when the item is an art piece (`?art=` on the status call and the checkout URL). */
  artCollectionId: z.number().int().optional(),
  /** The art piece itself, when that is what is sold. */
  artPiece: CheckoutArtPieceSchema.optional(),
  /**
   * `off`: `priceCents` is final. `stripe`: tax comes on top, from the buyer's country; the page
   * asks for it (docs/tax.md).
   */
  taxMode: TaxModeSchema,
  /** With tax on and `?country=` given: the price, the tax and the total the pay button shows. */
  tax: TaxQuoteSchema.optional(),
});
export type CheckoutStatus = z.infer<typeof CheckoutStatusSchema>;

/**
 * `GET /api/checkout/status?art={collectionId}&code={discountCode}`: the art piece's (or the
 * bot's) price and availability, and the price after a discount code before payment.
 */
export const CheckoutStatusQuerySchema = z.object({
  art: recordIdText(unknownArtPiece).optional(),
  code: DiscountCodeTextSchema.optional(),
  /** With tax on: the buyer's country, postal code and VAT number price the tax (`tax`). */
  country: taxLocationFields.billingCountry,
  postalCode: taxLocationFields.billingPostalCode,
  vatNumber: taxLocationFields.vatNumber,
});

/** The built-in test provider's card form, posted by the checkout page. */
export const TestCardPaymentRequestSchema = z.object({
  clientSecret: z.string().min(1).max(200),
  cardNumber: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(10),
});
export type TestCardPaymentRequest = z.infer<typeof TestCardPaymentRequestSchema>;

export const TestCardPaymentResponseSchema = z.object({
  status: z.literal('succeeded'),
});
