import { z } from 'zod';
import { TimestampSchema } from './common.ts';

/**
 * What the owner can do to an order. An order row and the order view carry the `actions` its
 * state allows now (the server works them out from the order lifecycle and the link), and the
 * screens offer only those; a call for any other answers 409 with the reason.
 */
export const OrderActionSchema = z.enum(['resend-receipt', 'fresh-link', 'refund']);
export type OrderAction = z.infer<typeof OrderActionSchema>;

/**
 * `POST /api/admin/orders/:id/resend-receipt` (no body): mails the receipt again. Only hashes of
 * links are stored, so the mail carries a new link that replaces the current one with the same
 * downloads left and the same expiry (the old link stops working). 409 when the order is not
 * completed or its link is used up or expired: issue a fresh link instead.
 *
 * `POST /api/admin/orders/:id/fresh-link` (no body): a new link with the full allowance
 * (src/shared/link-terms.ts: 48 hours for the bot, 72 for art, 3 downloads), mailed to the
 * buyer; every earlier link stops working. 409 unless the order is completed.
 *
 * Both take the optional `Idempotency-Key` header (`idempotency.ts`): repeats of one confirmation
 * answer the first one's mail (same `outboxId`) and send nothing more.
 */
export const DownloadLinkMailedSchema = z.object({
  outboxId: z.number().int(),
  to: z.string(),
  expiresAt: TimestampSchema,
  downloadsLeft: z.number().int(),
});
export type DownloadLinkMailed = z.infer<typeof DownloadLinkMailedSchema>;

/**
 * `POST /api/admin/orders/:id/refund`: gives money back through the payment provider, recorded
 * as one refund (amount, reason, who, when, the provider's refund id). `amountCents` is a part of
 * what is left, or all of it; without it (or without a body, as before) all that is left goes
 * back. A part keeps the order completed with its links; the refund of the last cent makes it
 * refunded, ends its links (and the bot's licence). The buyer is mailed either way.
 */
/** The longest reason a refund keeps: enough for a sentence, short enough for a credit note. */
export const REFUND_REASON_MAX_LENGTH = 500;

export const RefundOrderRequestSchema = z.object({
  amountCents: z
    .number('Give the amount to refund in whole cents.')
    .int('Give the amount to refund in whole cents.')
    .positive('Refund at least one cent.')
    .optional(),
  reason: z
    .string()
    .trim()
    .max(REFUND_REASON_MAX_LENGTH, `Keep the reason under ${REFUND_REASON_MAX_LENGTH} characters.`)
    .optional()
    .transform((reason) => reason || undefined),
});
export type RefundOrderRequest = z.input<typeof RefundOrderRequestSchema>;

/**
 * The answer: the order's `status` after the refund (`completed` after a part, `refunded` after
 * the last cent), the refund's `amountCents`, the order's `refundedCents` in all, the provider's
 * `refundId` and the buyer's mail. 409 when more than is left is asked, nothing is left, or the
 * shop does not hold the payment (a completed order, or a sold-out art payment not yet refunded)
 * through the provider it uses now; 400 for an amount that is not a positive whole number of
 * cents; 502 when the provider refuses or cannot be reached (nothing changes then).
 */
export const OrderRefundedSchema = z.object({
  status: z.enum(['completed', 'refunded']),
  refundId: z.string(),
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  outboxId: z.number().int(),
});
export type OrderRefunded = z.infer<typeof OrderRefundedSchema>;
