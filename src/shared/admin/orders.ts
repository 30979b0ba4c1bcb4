import { z } from 'zod';
import { OrderStatusSchema } from '../order-view.ts';
import { PageQuerySchema, TimestampSchema } from './common.ts';
import { OrderActionSchema } from './order-actions.ts';

/** The current download allowance of an order, or null when it has no working link. */
export const AdminDownloadSchema = z.object({
  downloadsUsed: z.number().int(),
  maxDownloads: z.number().int(),
  expiresAt: TimestampSchema,
});

/**
 * One purchase in an admin list (orders tab, purchases dashboard, order search). `reference` is
 * the CM-… code buyers quote to support; `downloadDisplay` is the download column's text and
 * `isIssue` whether the purchase needs attention, both computed on the server by
 * `src/shared/admin/purchase-rules.ts`.
 */
export const AdminOrderRowSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  email: z.string(),
  itemName: z.string(),
  /** The art collection bought; null for the bot. */
  artCollectionId: z.number().int().nullable(),
  /** What the order charges: after its discount code, if any, with its tax. */
  amountCents: z.number().int(),
  /** The tax inside `amountCents` (TAX_MODE=stripe); 0 when none was charged. */
  taxCents: z.number().int(),
  /** Given back so far (partial refunds keep the order completed); all of it once refunded. */
  refundedCents: z.number().int(),
  currency: z.string(),
  /** The discount code the order used (upper-cased), or null; what it took off, in cents. */
  discountCode: z.string().nullable(),
  discountCents: z.number().int(),
  status: OrderStatusSchema,
  createdAt: TimestampSchema,
  download: AdminDownloadSchema.nullable(),
  downloadDisplay: z.string(),
  isIssue: z.boolean(),
  /** The actions the order allows now (`order-actions.ts`), in the order the screens show them. */
  actions: z.array(OrderActionSchema),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;

const DaySchema = z.iso.date('Use a date like 2026-01-31.');

/**
 * `GET /api/admin/orders` and `GET /api/admin/orders/export.csv`. `q` matches an email (part of
 * it, any case) or an order reference (CM-…, or its start); `from`/`to` are days in the owner's time zone
 * (SHOP_TIME_ZONE, UTC by default), inclusive.
 * The latest 10 for the /admin Orders tab: `?limit=10`.
 */
export const OrderSearchQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(254).optional(),
  status: OrderStatusSchema.optional(),
  from: DaySchema.optional(),
  to: DaySchema.optional(),
});
export type OrderSearchQuery = z.infer<typeof OrderSearchQuerySchema>;

/** Newest first. `total` counts every match, for paging. */
export const OrderListSchema = z.object({
  orders: z.array(AdminOrderRowSchema),
  total: z.number().int(),
});
export type OrderList = z.infer<typeof OrderListSchema>;

/** Columns of the CSV export, in order. */
export const orderCsvColumns = [
  'reference',
  'created_at',
  'email',
  'item',
  'amount',
  'currency',
  'status',
  'downloads',
  'discount_code',
  'discount',
  'refunded_cents',
  'tax_cents',
] as const;
