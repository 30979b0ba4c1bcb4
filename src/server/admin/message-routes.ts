import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { RecordIdParamsSchema } from '../../shared/admin/common.ts';
import {
  AdminMessageSchema,
  MarkRespondedRequestSchema,
  MessageListQuerySchema,
  MessageListSchema,
} from '../../shared/admin/messages.ts';
import type { Db } from '../db/client.ts';
import { contactMessages } from '../db/schema.ts';
import { actorOf } from './admin-guard.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import { toAdminMessage } from './admin-message.ts';

/** Contact messages: the Messages tab and its Responded mark. */
export function messageRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      apiPaths.adminMessages,
      { schema: { querystring: MessageListQuerySchema, response: { 200: MessageListSchema } } },
      async (request) => {
        const { limit, offset, state } = request.query;
        const where: SQL | undefined = state
          ? eq(contactMessages.responded, state === 'Responded')
          : undefined;
        const rows = await db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(limit)
          .offset(offset);
        const [total] = await db.select({ n: count() }).from(contactMessages).where(where);
        return { messages: rows.map(toAdminMessage), total: total?.n ?? 0 };
      },
    );

    app.post(
      apiPaths.adminMessageResponded,
      {
        schema: {
          params: RecordIdParamsSchema,
          body: MarkRespondedRequestSchema,
          response: { 200: AdminMessageSchema, 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const { responded } = request.body;
        const updated = await db.transaction(async (tx) => {
          const [message] = await tx
            .update(contactMessages)
            .set({ responded, respondedAt: responded ? new Date() : null })
            .where(eq(contactMessages.id, request.params.id))
            .returning();
          if (!message) return undefined;
          await recordAudit(tx, actorOf(request), {
            action: responded ? 'message.mark-responded' : 'message.mark-pending',
            targetType: 'message',
            targetId: message.id,
          });
          return message;
        });
        if (!updated) {
          return reply.code(404).send({ error: 'Not Found', message: 'There is no such message.' });
        }
        return toAdminMessage(updated);
      },
    );
  };
}
