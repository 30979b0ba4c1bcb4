import { z } from 'zod';
import { PageQuerySchema, TimestampSchema } from './common.ts';

/** A message is Pending until the owner marks it Responded. */
export const MessageStateSchema = z.enum(['Pending', 'Responded']);

/** `GET /api/admin/messages?limit=&offset=&state=`: newest first; the /admin tab uses limit=10. */
export const MessageListQuerySchema = PageQuerySchema.extend({
  state: MessageStateSchema.optional(),
});

export const AdminMessageSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  responded: z.boolean(),
  state: MessageStateSchema,
  createdAt: TimestampSchema,
  respondedAt: TimestampSchema.nullable(),
});
export type AdminMessage = z.infer<typeof AdminMessageSchema>;

export const MessageListSchema = z.object({
  messages: z.array(AdminMessageSchema),
  total: z.number().int(),
});
export type MessageList = z.infer<typeof MessageListSchema>;

/**
 * `POST /api/admin/messages/:id/responded` with `{ responded }` (true marks it Responded, false
 * back to Pending); answers the updated message. The reply itself opens the mail client
 * (`mailto:` the message's email) on the screen.
 */
export const MarkRespondedRequestSchema = z.object({ responded: z.boolean() });
