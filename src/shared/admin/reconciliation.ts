import { z } from 'zod';
import { TimestampSchema } from './common.ts';

/** One payment reconciliation looked at twice: what it did about it, or why it could not. */
export const ReconciliationEntrySchema = z.object({
  intentId: z.string(),
  /** The order's public reference, when an order has this payment. */
  orderReference: z.string().nullable(),
  orderId: z.number().int().nullable(),
  note: z.string(),
});
export type ReconciliationEntry = z.infer<typeof ReconciliationEntrySchema>;

/**
 * The latest reconciliation run: the payment provider's succeeded payments of the last days
 * compared with orders, download links and receipts. `repaired` lists what it fixed (fulfilled an
 * order, mailed a link, queued a receipt again); `unresolved` what needs the owner.
 */
export const ReconciliationReportSchema = z.object({
  ranAt: TimestampSchema,
  since: TimestampSchema,
  provider: z.enum(['stripe', 'test']),
  checkedPayments: z.number().int(),
  repaired: z.array(ReconciliationEntrySchema),
  unresolved: z.array(ReconciliationEntrySchema),
});
export type ReconciliationReport = z.infer<typeof ReconciliationReportSchema>;

/** `GET /api/admin/reconciliation`: the latest run, or null before the first. */
export const LatestReconciliationSchema = z.object({
  latest: ReconciliationReportSchema.nullable(),
});
export type LatestReconciliation = z.infer<typeof LatestReconciliationSchema>;
