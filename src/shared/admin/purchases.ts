import { z } from 'zod';
import { OpenDisputeSchema } from '../disputes.ts';
import { AdminOrderRowSchema } from './orders.ts';

/** `GET /api/admin/purchases?limit=`: the /admin/dashboard screen, refreshed every 5 s. */
export const PurchasesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const PurchasesDashboardSchema = z.object({
  /**
   * The cards Total Revenue (net of refunds, whole and partial), Algorithm Sales, Art Sales, Issues (`isPurchaseIssue`), Active
   * Licences (not ended by a refund, dispute or revoke) and Machines Seen (licence API calls in
   * the last 7 days).
   */
  cards: z.object({
    totalRevenueCents: z.number().int(),
    algorithmSales: z.number().int(),
    artSales: z.number().int(),
    issues: z.number().int(),
    activeLicences: z.number().int(),
    machinesSeenLast7Days: z.number().int(),
    /** Paid orders that used a discount code, and the cents the codes took off them. */
    discountedSales: z.number().int(),
    discountCents: z.number().int(),
  }),
  currency: z.string(),
  /** Newest first, the latest `limit`. */
  algorithmPurchases: z.array(AdminOrderRowSchema),
  /** Empty until the art store exists. */
  artPurchases: z.array(AdminOrderRowSchema),
  /** Disputes the bank has not decided, the nearest deadline first (docs/disputes.md). */
  disputes: z.array(OpenDisputeSchema),
});
export type PurchasesDashboard = z.infer<typeof PurchasesDashboardSchema>;
