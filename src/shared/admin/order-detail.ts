import { z } from 'zod';
import { AdminOrderRowSchema, AdminDownloadSchema } from './orders.ts';
import { TimestampSchema } from './common.ts';
import { AdminLicenceSchema } from './licence.ts';

export const TimelineEntryTypeSchema = z.enum([
  'order-created',
  'payment-event',
  'email',
  'download',
  'link-issued',
  'refund',
  'admin-action',
  'status',
  'licence',
]);

/**
 * One thing that happened to an order, in words for the owner (`summary`). `status` is set for
 * emails (pending, sent, failed), payment events (the event's outcome) and status changes (the
 * status after); `client` for downloads ("Chrome on Windows"); `expiresAt` for an issued link,
 * which the screen shows in the owner's own time zone.
 */
export const TimelineEntrySchema = z.object({
  at: TimestampSchema,
  type: TimelineEntryTypeSchema,
  summary: z.string(),
  status: z.string().optional(),
  client: z.string().optional(),
  expiresAt: TimestampSchema.optional(),
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

/** A download link the order has had; only the newest unrevoked one works. */
export const AdminGrantSchema = AdminDownloadSchema.extend({
  id: z.number().int(),
  createdAt: TimestampSchema,
  revokedAt: TimestampSchema.nullable(),
  lastDownloadAt: TimestampSchema.nullable(),
});

/** `GET /api/admin/orders/:id`: the order, its links and its timeline (oldest first). */
export const AdminOrderDetailSchema = z.object({
  order: AdminOrderRowSchema.extend({
    provider: z.string(),
    providerIntentId: z.string().nullable(),
    failureMessage: z.string().nullable(),
    completedAt: TimestampSchema.nullable(),
    refundedAt: TimestampSchema.nullable(),
  }),
  grants: z.array(AdminGrantSchema),
  /** The bot order's licence; null for art and unpaid orders. */
  licence: AdminLicenceSchema.nullable(),
  timeline: z.array(TimelineEntrySchema),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;
