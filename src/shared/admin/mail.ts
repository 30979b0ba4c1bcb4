import { z } from 'zod';
import { emailAddressField } from '../fields.ts';
import { PageQuerySchema, TimestampSchema } from './common.ts';

export const outboxStatuses = ['pending', 'sent', 'failed'] as const;
export const OutboxStatusSchema = z.enum(outboxStatuses);
export type OutboxStatus = z.infer<typeof OutboxStatusSchema>;

/** `GET /api/admin/mail?status=&limit=&offset=`: the outbox, newest first. */
export const OutboxQuerySchema = PageQuerySchema.extend({ status: OutboxStatusSchema.optional() });

export const OutboxMailSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: OutboxStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  orderId: z.number().int().nullable(),
  createdAt: TimestampSchema,
  sentAt: TimestampSchema.nullable(),
  nextAttemptAt: TimestampSchema,
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const OutboxListSchema = z.object({
  mails: z.array(OutboxMailSchema),
  total: z.number().int(),
  counts: z.object({ pending: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
});
export type OutboxList = z.infer<typeof OutboxListSchema>;

/**
 * `POST /api/admin/mail/:id/retry` (no body): a failed mail goes back to pending with fresh
 * attempts and is sent at once; answers the mail. 409 for a mail that is not failed.
 */
export const RetriedMailSchema = z.object({ mail: OutboxMailSchema });

/** `POST /api/admin/test-email` with an optional `to` (default: the signed-in admin). */
export const TestEmailRequestSchema = z.object({
  to: emailAddressField({
    required: 'Please enter an email address.',
    invalid: 'Please enter a valid email address.',
  }).optional(),
});
export const TestEmailQueuedSchema = z.object({ outboxId: z.number().int(), to: z.string() });

/**
 * `GET /api/admin/mail/:id`: what a mail said, always with every link's token and licence key
 * hidden (a mail still waiting keeps them for sending; once sent, the shop keeps only the hidden
 * copy), until the retention period erases the subject and text too (`contentErasedAt`), leaving
 * who, when and what kind.
 * `text` is null when nothing was kept (erased, or sent before the shop kept copies).
 */
export const MailContentSchema = OutboxMailSchema.extend({
  replyTo: z.string().nullable(),
  text: z.string().nullable(),
  contentErasedAt: TimestampSchema.nullable(),
});
export type MailContent = z.infer<typeof MailContentSchema>;

/** The fewest and most days a sent mail's subject and text may be kept. */
export const mailRetentionDays = { min: 1, max: 3650, default: 90 } as const;

/**
 * `GET /api/admin/mail/retention` answers it; `PUT` with `{days}` sets how many days a sent
 * mail's subject and text are kept before they are erased.
 */
export const MailRetentionSchema = z.object({
  days: z.coerce
    .number({ error: 'Enter the number of days as a whole number.' })
    .int('Enter the number of days as a whole number.')
    .min(mailRetentionDays.min, `Keep mail for at least ${mailRetentionDays.min} day.`)
    .max(mailRetentionDays.max, `Keep mail for at most ${mailRetentionDays.max} days.`),
});
export type MailRetention = z.infer<typeof MailRetentionSchema>;
