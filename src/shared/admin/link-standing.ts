import { z } from 'zod';

/**
 * Where a download link stands now: it works, or it was ended by the shop (revoked: a fresh link
 * replaced it, or a refund), ran past its deadline (expired), or has no downloads left (exhausted).
 */
export const LinkStandingSchema = z.enum(['works', 'revoked', 'expired', 'exhausted']);
export type LinkStanding = z.infer<typeof LinkStandingSchema>;
