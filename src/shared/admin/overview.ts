import { z } from 'zod';

/**
 * `GET /api/admin/overview`: the /admin Dashboard tab's figures. Revenue counts completed orders
 * only, net of their partial refunds (refunded orders count nothing); `productPriceCents` is the bot's price, for the price badge
 * (labelled as the price, never as revenue: docs/product-rules.md).
 */
export const AdminOverviewSchema = z.object({
  counts: z.object({
    orders: z.number().int(),
    completedOrders: z.number().int(),
    /** Product files uploaded, and how many of them are in the download package. */
    productFiles: z.number().int(),
    activeProductFiles: z.number().int(),
    messages: z.number().int(),
    pendingMessages: z.number().int(),
  }),
  revenueCents: z.number().int(),
  productPriceCents: z.number().int(),
  currency: z.string(),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;
