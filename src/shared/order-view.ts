import { z } from 'zod';
import { ItemKindSchema } from './delivery.ts';
import { BillingDetailsViewSchema, CreditNoteSummarySchema } from './invoices.ts';
import { OrderLicenceSchema } from './licences.ts';

/*
 * `GET /api/orders/{token}`: an order as the buyer sees it on the thank-you page, with its link,
 * licence, edition and invoice. Apart from the checkout's own contracts (checkout.ts), so that
 * the checkout page, which checks its answers with those, does not build these too.
 */

/**
 * pending → completed | failed → completed | refunded; completed → disputed (the buyer disputed
 * the charge with their bank) → completed (won) | refunded (lost). docs/order-lifecycle.md.
 */
export const orderStatuses = ['pending', 'completed', 'failed', 'refunded', 'disputed'] as const;
export const OrderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** An art order's edition as the thank-you page names it. */
export const OrderEditionSchema = z.object({
  /** The art piece's name, as its certificate states it. */
  pieceName: z.string(),
  editionNumber: z.number().int(),
  /** The collection's size when the edition was issued: "edition 1 of 10". */
  editionOf: z.number().int(),
  /** Grouped as the certificate prints it: ABCDE-FGHJK-LMNPQ-RSTUV. */
  verificationCode: z.string(),
  /** The page that confirms the certificate: /digital-collectibles/verify/{code}. */
  verifyUrl: z.string(),
});
export type OrderEdition = z.infer<typeof OrderEditionSchema>;

export const OrderViewSchema = z.object({
  order: z.object({
    token: z.string(),
    /** A short reference for talking to support; not a credential. */
    reference: z.string(),
    email: z.string(),
    productName: z.string(),
    itemKind: ItemKindSchema,
    /** The art collection bought (a failed payment's Try again returns to it); null for the bot. */
    artCollectionId: z.number().int().nullable(),
    amountCents: z.number().int(),
    /** The tax inside `amountCents`, in cents: 0 when none was charged (docs/tax.md). */
    taxCents: z.number().int(),
    /**
     * What was given back so far, in cents: 0 for most orders, a part of `amountCents` after a
     * partial refund (the order stays completed with its link), all of it once refunded.
     */
    refundedCents: z.number().int(),
    currency: z.string(),
    status: OrderStatusSchema,
    /** The state of the order's newest link: what the thank-you page tells the buyer. */
    linkState: z.enum(['none', 'ready', 'exhausted', 'expired', 'revoked', 'paused']),
    createdAt: z.string(),
    download: z
      .object({
        /** The file itself (the thank-you page's button). */
        url: z.string(),
        /** The link's page, as the receipt sends it: facts, checksum, downloads left. */
        pageUrl: z.string(),
        expiresAt: z.string(),
        downloadsUsed: z.number().int(),
        maxDownloads: z.number().int(),
      })
      .nullable(),
    /**
     * The numbered edition a paid art order owns, with its certificate's code; null for the bot
     * and before payment (or after a refund, which ends the certificate). Absent from older
     * answers, so read it as optional.
     */
    edition: OrderEditionSchema.nullable().optional(),
    /** The bot's licence once the order is paid; null for art and before payment. */
    licence: OrderLicenceSchema.nullable(),
    /** "INV-000123" once the order is paid (`…/invoice.pdf`); null before. */
    invoiceNumber: z.string().nullable(),
    /** A credit note per refund, oldest first (`…/credit-note.pdf?n=`). */
    creditNotes: z.array(CreditNoteSummarySchema),
    /** What the buyer added for the invoice; null until they add something. */
    billing: BillingDetailsViewSchema.nullable(),
  }),
});
export type OrderView = z.infer<typeof OrderViewSchema>;

/** Public order tokens are 32 random bytes, base64url: 43 characters. */
export const OrderTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Unknown order.');
