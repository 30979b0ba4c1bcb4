import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { RecordIdParamsSchema } from '../../shared/admin/common.ts';
import {
  MessageReplyRequestSchema,
  MessageThreadSchema,
} from '../../shared/admin/message-thread.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import { siteConfig } from '../../shared/site-config.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { contactMessages, messageReplies } from '../db/schema.ts';
import { queueMail } from '../mail/outbox.ts';
import { messageReplyMail } from '../mail/templates/message-reply-mail.ts';
import { actorOf } from './admin-guard.ts';
import { messageThread } from './message-thread.ts';

export interface MessageReplyDependencies {
  db: Db;
  publicUrl: string;
  onMailQueued: () => void;
}

const noSuchMessage = { error: 'Not Found', message: 'There is no such message.' };

/** A message's page: its thread, and replying from the shop instead of a mail client. */
export function messageReplyRoutes(deps: MessageReplyDependencies): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      apiPaths.adminMessage,
      {
        schema: {
          params: RecordIdParamsSchema,
          response: { 200: MessageThreadSchema, 404: ApiErrorSchema },
        },
      },
      async (request, reply) =>
        (await messageThread(db, request.params.id)) ?? reply.code(404).send(noSuchMessage),
    );

    app.post(
      apiPaths.adminMessageReply,
      {
        bodyLimit: 64 * 1024,
        schema: {
          params: RecordIdParamsSchema,
          body: MessageReplyRequestSchema,
          response: { 201: MessageThreadSchema, 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const { body } = request.body;
        // The mail, the reply and the Responded mark are one change: all saved, or none.
        const sent = await db.transaction(async (tx) => {
          const [message] = await tx
            .select()
            .from(contactMessages)
            .where(eq(contactMessages.id, request.params.id))
            .for('update');
          if (!message) return false;
          const outboxId = await queueMail(tx, {
            kind: 'message-reply',
            to: message.email,
            replyTo: siteConfig.links.supportEmail,
            ...messageReplyMail({
              name: `${message.firstName} ${message.lastName}`.trim(),
              subject: message.subject,
              question: message.message,
              askedAt: message.createdAt,
              reply: body,
              publicUrl: deps.publicUrl,
            }),
          });
          const [saved] = await tx
            .insert(messageReplies)
            .values({ messageId: message.id, body, sentBy: actor.email, outboxId })
            .returning({ id: messageReplies.id });
          if (!message.responded) {
            await tx
              .update(contactMessages)
              .set({ responded: true, respondedAt: new Date() })
              .where(eq(contactMessages.id, message.id));
          }
          await recordAudit(tx, actor, {
            action: 'message.reply',
            targetType: 'message',
            targetId: message.id,
            detail: { replyId: saved?.id ?? null, outboxId },
          });
          return true;
        });
        if (!sent) return reply.code(404).send(noSuchMessage);
        deps.onMailQueued();
        const thread = await messageThread(db, request.params.id);
        return thread ? reply.code(201).send(thread) : reply.code(404).send(noSuchMessage);
      },
    );
  };
}
