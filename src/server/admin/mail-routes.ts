import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { RecordIdParamsSchema } from '../../shared/admin/common.ts';
import {
  OutboxListSchema,
  OutboxQuerySchema,
  RetriedMailSchema,
  TestEmailQueuedSchema,
  TestEmailRequestSchema,
} from '../../shared/admin/mail.ts';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { queueMail } from '../mail/outbox.ts';
import { testMail } from '../mail/templates/test-mail.ts';
import { actorOf, signedInAdmin } from './admin-guard.ts';
import { recordAudit } from '../audit/audit-log.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import { toOutboxMail } from './outbox-mail.ts';

export interface MailRouteDependencies {
  db: Db;
  publicUrl: string;
  onMailQueued: () => void;
}

/** The outbox as the owner sees it: status, retrying failed mail, and the Test Email button. */
export function mailRoutes(deps: MailRouteDependencies): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      apiPaths.adminMail,
      { schema: { querystring: OutboxQuerySchema, response: { 200: OutboxListSchema } } },
      async (request) => {
        const { limit, offset, status } = request.query;
        const where: SQL | undefined = status ? eq(outbox.status, status) : undefined;
        const rows = await db
          .select()
          .from(outbox)
          .where(where)
          .orderBy(desc(outbox.id))
          .limit(limit)
          .offset(offset);
        const [total] = await db.select({ n: count() }).from(outbox).where(where);
        const byStatus = await db
          .select({ status: outbox.status, n: count() })
          .from(outbox)
          .groupBy(outbox.status);
        const counted = (name: string) => byStatus.find((row) => row.status === name)?.n ?? 0;
        return {
          mails: rows.map(toOutboxMail),
          total: total?.n ?? 0,
          counts: { pending: counted('pending'), sent: counted('sent'), failed: counted('failed') },
        };
      },
    );

    app.post(
      apiPaths.adminMailRetry,
      {
        schema: {
          params: RecordIdParamsSchema,
          response: { 200: RetriedMailSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const retried = await db.transaction(async (tx) => {
          const [mail] = await tx
            .update(outbox)
            .set({
              status: 'pending',
              attempts: 0,
              nextAttemptAt: new Date(),
              failedAt: null,
              lastError: null,
            })
            .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
            .returning();
          if (mail) {
            await recordAudit(tx, actorOf(request), {
              action: 'mail.retry',
              targetType: 'mail',
              targetId: id,
            });
          }
          return mail;
        });
        if (!retried) {
          const [exists] = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, id));
          return exists
            ? reply
                .code(409)
                .send({ error: 'Conflict', message: 'Only a failed mail can be retried.' })
            : reply.code(404).send({ error: 'Not Found', message: 'There is no such mail.' });
        }
        deps.onMailQueued();
        return { mail: toOutboxMail(retried) };
      },
    );

    app.post(
      apiPaths.adminTestEmail,
      {
        bodyLimit: 4 * 1024,
        schema: {
          // The button may post no body at all (Fastify then hands over null).
          body: TestEmailRequestSchema.nullish(),
          response: { 202: TestEmailQueuedSchema, 400: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const admin = signedInAdmin(request);
        const to = request.body?.to ?? admin.email;
        const outboxId = await db.transaction(async (tx) => {
          const queued = await queueMail(tx, {
            kind: 'test',
            to,
            ...testMail({ requestedBy: admin.email, publicUrl: deps.publicUrl }),
          });
          await recordAudit(tx, actorOf(request), {
            action: 'mail.test',
            targetType: 'mail',
            targetId: queued,
          });
          return queued;
        });
        deps.onMailQueued();
        return reply.code(202).send({ outboxId, to });
      },
    );
  };
}
