import { z } from 'zod';
import { TimestampSchema } from './common.ts';

/** ok: working. warning: working, but look (a backlog, test mode). error: not working. */
export const CheckStateSchema = z.enum(['ok', 'warning', 'error']);

const CheckSchema = z.object({ state: CheckStateSchema, summary: z.string() });

/** `GET /api/admin/system-status`: the System Status panel, from real checks on each call. */
export const SystemStatusSchema = z.object({
  database: CheckSchema,
  email: CheckSchema.extend({
    /** smtp: a mail server; local: kept as files under DATA_DIR/mail. */
    transport: z.enum(['smtp', 'local']),
    backlog: z.number().int(),
    failed: z.number().int(),
    lastSentAt: TimestampSchema.nullable(),
    /** The newest error of a mail not yet sent, if any. */
    lastError: z.string().nullable(),
  }),
  payments: CheckSchema.extend({
    provider: z.enum(['stripe', 'test']),
    mode: z.enum(['test', 'live']),
  }),
  fileDelivery: CheckSchema.extend({
    packagePresent: z.boolean(),
    activeFiles: z.number().int(),
  }),
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;
