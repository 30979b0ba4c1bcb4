import { z } from 'zod';
import { TimestampSchema } from './common.ts';

/**
 * `GET /api/admin/orders/:id` → `acceptance`: what the buyer accepted, null for orders from
 * before it was recorded. Versions are the first 12 hex digits of the SHA-256 of each text as
 * the shop was built; the bot's order has the disclaimer's and the licence's, an art order the
 * usage rights'.
 */
export const OrderAcceptanceSchema = z.object({
  disclaimerVersion: z.string().nullable(),
  licenceVersion: z.string().nullable(),
  usageRightsVersion: z.string().nullable(),
  acceptedAt: TimestampSchema,
  /** The client address the request came from (behind a proxy only with TRUST_PROXY). */
  clientAddress: z.string(),
  /** The browser's user agent, cut to USER_AGENT_MAX_LENGTH (src/shared/terms-acceptance.ts) characters; empty when none was sent. */
  userAgent: z.string(),
});
export type OrderAcceptance = z.infer<typeof OrderAcceptanceSchema>;
