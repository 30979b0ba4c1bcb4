import { z } from 'zod';

/**
 * Where a download link stands now: it works, or it was ended by the shop (revoked: a fresh link
 * replaced it, or a refund), ran past its deadline (expired), has no downloads left (exhausted), or
 * waits while the buyer's dispute of the charge is open (paused; docs/disputes.md).
 */
export const LinkStandingSchema = z.enum(['works', 'revoked', 'expired', 'exhausted', 'paused']);
export type LinkStanding = z.infer<typeof LinkStandingSchema>;
