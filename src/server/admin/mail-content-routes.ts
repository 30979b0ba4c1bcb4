import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { RecordIdParamsSchema } from '../../shared/admin/common.ts';
import {
  MailContentSchema,
  MailRetentionSchema,
  type MailContent,
} from '../../shared/admin/mail.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { keptCopy } from '../mail/kept-copy.ts';
import { mailRetention, setMailRetention } from '../mail/mail-retention.ts';
import { actorOf } from './admin-guard.ts';
import { toOutboxMail } from './outbox-mail.ts';

type StoredMail = typeof outbox.$inferSelect;

function toMailContent(mail: StoredMail): MailContent {
  return {
    ...toOutboxMail(mail),
    replyTo: mail.replyTo,
    // A mail still waiting holds its live link: whoever reads the screen sees it hidden too (a
    // pending invitation's link would otherwise make its reader an owner).
    text: mail.textBody === '' ? null : keptCopy(mail.textBody),
    contentErasedAt: mail.contentErasedAt?.toISOString() ?? null,
  };
}

/** What each mail said, and how long the shop keeps that once a mail is sent. */
export function mailContentRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      apiPaths.adminMailRetention,
      { schema: { response: { 200: MailRetentionSchema } } },
      async () => ({ days: await mailRetention(db) }),
    );

    app.put(
      apiPaths.adminMailRetention,
      {
        bodyLimit: 16 * 1024,
        schema: { body: MailRetentionSchema, response: { 200: MailRetentionSchema } },
      },
      async (request) => {
        const { days } = request.body;
        await db.transaction(async (tx) => {
          await setMailRetention(tx, days);
          await recordAudit(tx, actorOf(request), {
            action: 'mail.retention',
            targetType: 'setting',
            detail: { days },
          });
        });
        return { days };
      },
    );

    app.get(
      apiPaths.adminMailContent,
      {
        schema: {
          params: RecordIdParamsSchema,
          response: { 200: MailContentSchema, 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const [mail] = await db.select().from(outbox).where(eq(outbox.id, request.params.id));
        if (!mail) {
          return reply.code(404).send({ error: 'Not Found', message: 'There is no such mail.' });
        }
        return toMailContent(mail);
      },
    );
  };
}
