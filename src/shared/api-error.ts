import { z } from 'zod';

/** The body of every non-2xx JSON answer of the API. */
export const ApiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  /** A machine-readable reason where a client acts on it (e.g. `reauth_required`). */
  code: z.string().optional(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
