import { z } from 'zod';
import { AdminMessageSchema } from './messages.ts';
import { OutboxStatusSchema } from './mail.ts';
import { TimestampSchema } from './common.ts';

/** The longest reply or saved answer, in characters. */
export const replyMaxLength = 10_000;

const replyBody = z
  .string({ error: 'Write the reply before sending it.' })
  .trim()
  .min(1, 'Write the reply before sending it.')
  .max(replyMaxLength, 'Keep the reply under 10,000 characters.');

/** `POST /api/admin/messages/:id/reply` `{body}`: mails the answer and marks the message responded. */
export const MessageReplyRequestSchema = z.object({ body: replyBody });

export const MessageReplySchema = z.object({
  id: z.number().int(),
  body: z.string(),
  sentBy: z.string(),
  createdAt: TimestampSchema,
  /** The reply's mail in the outbox: pending until it went out. */
  mail: z.object({ id: z.number().int(), status: OutboxStatusSchema }),
});
export type MessageReply = z.infer<typeof MessageReplySchema>;

/**
 * `GET /api/admin/messages/:id`: the message with its thread. `acknowledgement` is the mail that
 * told the visitor it arrived (null for messages from before it was recorded); `customer` is set
 * when the sender's email bought something, linking the message to that customer.
 */
export const MessageThreadSchema = z.object({
  message: AdminMessageSchema,
  replies: z.array(MessageReplySchema),
  acknowledgement: z
    .object({
      mailId: z.number().int(),
      status: OutboxStatusSchema,
      sentAt: TimestampSchema.nullable(),
    })
    .nullable(),
  customer: z.object({ email: z.string(), paidOrders: z.number().int() }).nullable(),
});
export type MessageThread = z.infer<typeof MessageThreadSchema>;

const answerTitle = z
  .string({ error: 'Give the answer a short title.' })
  .trim()
  .min(1, 'Give the answer a short title.')
  .max(120, 'Keep the title under 120 characters.');

/** `POST /api/admin/saved-answers` `{title, body}`; `PATCH …/:id` takes either. */
export const SavedAnswerRequestSchema = z.object({ title: answerTitle, body: replyBody });
export const SavedAnswerPatchSchema = SavedAnswerRequestSchema.partial().refine(
  (patch) => patch.title !== undefined || patch.body !== undefined,
  'Send a new title or body.',
);

export const SavedAnswerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  updatedAt: TimestampSchema,
});
export type SavedAnswer = z.infer<typeof SavedAnswerSchema>;

/** `GET /api/admin/saved-answers`: every saved answer, by title. */
export const SavedAnswerListSchema = z.object({ answers: z.array(SavedAnswerSchema) });
