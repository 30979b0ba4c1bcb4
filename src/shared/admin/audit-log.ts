import { z } from 'zod';
import { PageQuerySchema, TimestampSchema } from './common.ts';

/** `GET /api/admin/audit-log?limit=&offset=`: every change an admin made, newest first. */
export const AuditLogQuerySchema = PageQuerySchema;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  /** The admin's email, or `cli` for a change made with `npm run admin`. */
  actor: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
  createdAt: TimestampSchema,
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogSchema = z.object({
  entries: z.array(AuditEntrySchema),
  total: z.number().int(),
});
export type AuditLog = z.infer<typeof AuditLogSchema>;
