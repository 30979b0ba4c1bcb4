import { z } from 'zod';

export const LivenessSchema = z.object({ status: z.literal('ok') });

export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
