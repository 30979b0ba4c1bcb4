import { z } from 'zod';

export const LivenessSchema = z.object({ status: z.literal('ok') });

export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  /**
   * Present when REDIS_URL is set. Reported, not required: without Redis the shop still sells
   * (rate limits fail open), so taking every process out of the load balancer would be worse.
   */
  redis: z.enum(['ok', 'unreachable']).optional(),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
