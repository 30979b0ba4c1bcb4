import { z } from 'zod';
import { AdminOrderRowSchema, AdminDownloadSchema } from './orders.ts';
import { TimestampSchema } from './common.ts';
import { LinkStandingSchema } from './link-standing.ts';
import { AdminLicenceSchema } from './licence.ts';
import { OrderAcceptanceSchema } from './order-acceptance.ts';
import { AdminDisputeSchema } from '../disputes.ts';
import { AdminOrderInvoiceSchema } from '../invoices.ts';

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
  'invoice',
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

/** One counted download of a link: when, and the kind of client ("Chrome on Windows"). */
export const LinkDownloadSchema = z.object({
  at: TimestampSchema,
  client: z.string(),
});

/**
 * A download link the order has had, oldest first: its download history. Only the newest
 * unrevoked one can work; `state` says where each stands now, and `downloads` lists the downloads
 * it served, so the history survives a fresh link.
 */
export const AdminGrantSchema = AdminDownloadSchema.extend({
  id: z.number().int(),
  createdAt: TimestampSchema,
  revokedAt: TimestampSchema.nullable(),
  lastDownloadAt: TimestampSchema.nullable(),
  state: LinkStandingSchema,
  downloads: z.array(LinkDownloadSchema),
});
export type AdminGrant = z.infer<typeof AdminGrantSchema>;

/**
 * An art piece the owner sent by hand against the order: an edition with its own links and mail,
 * shown beside the order and never counted as its links. `link` is the newest one it was sent
 * with (sending it again replaces it); `linksIssued` counts them all.
 */
export const ArtSentByHandSchema = z.object({
  editionId: z.number().int(),
  collectionId: z.number().int(),
  collectionName: z.string(),
  editionNumber: z.number().int(),
  editionOf: z.number().int(),
  sentTo: z.string(),
  sentAt: TimestampSchema,
  link: AdminGrantSchema.nullable(),
  linksIssued: z.number().int(),
});
export type ArtSentByHand = z.infer<typeof ArtSentByHandSchema>;

/**
 * `GET /api/admin/orders/:id`: the order, its own links (`grants`), the art sent by hand beside
 * it, and its timeline (oldest first).
 */
export const AdminOrderDetailSchema = z.object({
  order: AdminOrderRowSchema.extend({
    provider: z.string(),
    providerIntentId: z.string().nullable(),
    failureMessage: z.string().nullable(),
    completedAt: TimestampSchema.nullable(),
    refundedAt: TimestampSchema.nullable(),
  }),
  grants: z.array(AdminGrantSchema),
  artSentByHand: z.array(ArtSentByHandSchema),
  /** The bot order's licence; null for art and unpaid orders. */
  licence: AdminLicenceSchema.nullable(),
  /** What the buyer accepted at checkout; null for orders from before it was recorded. */
  acceptance: OrderAcceptanceSchema.nullable(),
  /** The order's newest dispute with its evidence (docs/disputes.md); null when never disputed. */
  dispute: AdminDisputeSchema.nullable(),
  /** The order's invoice number (null until paid) and its credit notes. */
  invoice: AdminOrderInvoiceSchema,
  timeline: z.array(TimelineEntrySchema),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;
