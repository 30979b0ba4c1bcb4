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
 * `POST /api/admin/orders/:id/refund` (no body): refunds the full amount through the payment
 * provider, revokes every download link and mails the buyer. 409 unless the shop holds the payment
 * (a completed order, or a sold-out art payment not yet refunded) through the provider it uses
 * now; 502 when the provider refuses or cannot be reached (nothing changes then).
 */
export const OrderRefundedSchema = z.object({
  status: z.literal('refunded'),
  refundId: z.string(),
  outboxId: z.number().int(),
});
export type OrderRefunded = z.infer<typeof OrderRefundedSchema>;
