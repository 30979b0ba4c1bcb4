import { z } from 'zod';
import { PageQuerySchema, TimestampSchema } from './common.ts';

/**
 * `GET /api/admin/payment-events?unmatched=true&limit=&offset=`: events from the payment provider,
 * newest first; `unmatched=true` lists only those that matched no order (someone should look).
 */
export const PaymentEventQuerySchema = PageQuerySchema.extend({
  unmatched: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

export const AdminPaymentEventSchema = z.object({
  id: z.string(),
  provider: z.string(),
  type: z.string(),
  intentId: z.string(),
  /** fulfilled, failed, refunded, unchanged or unmatched (null: recorded before outcomes were). */
  outcome: z.string().nullable(),
  /** Why an event was unmatched, or why the payment was declined, in words for the owner. */
  detail: z.string().nullable(),
  receivedAt: TimestampSchema,
});

export const PaymentEventListSchema = z.object({
  events: z.array(AdminPaymentEventSchema),
  total: z.number().int(),
});
export type PaymentEventList = z.infer<typeof PaymentEventListSchema>;
