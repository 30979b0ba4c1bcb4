import { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { RecordIdParamsSchema } from '../../shared/admin/common.ts';
import {
  SavedAnswerListSchema,
  SavedAnswerPatchSchema,
  SavedAnswerRequestSchema,
  SavedAnswerSchema,
  type SavedAnswer,
} from '../../shared/admin/message-thread.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { savedAnswers } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { actorOf } from './admin-guard.ts';

function toSavedAnswer(row: typeof savedAnswers.$inferSelect): SavedAnswer {
  return { id: row.id, title: row.title, body: row.body, updatedAt: row.updatedAt.toISOString() };
}

const noSuchAnswer = { error: 'Not Found', message: 'There is no such saved answer.' };
const titleTaken = {
  error: 'Conflict',
  message: 'A saved answer already has this title. Choose another title.',
};

/** Saved answers to common questions, which a reply can start from. */
export function savedAnswerRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      apiPaths.adminSavedAnswers,
      { schema: { response: { 200: SavedAnswerListSchema } } },
      async () => {
        const rows = await db.select().from(savedAnswers).orderBy(asc(savedAnswers.title));
        return { answers: rows.map(toSavedAnswer) };
      },
    );

    app.post(
      apiPaths.adminSavedAnswers,
      {
        bodyLimit: 64 * 1024,
        schema: {
          body: SavedAnswerRequestSchema,
          response: { 201: SavedAnswerSchema, 409: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        try {
          const saved = await db.transaction(async (tx) => {
            const [row] = await tx.insert(savedAnswers).values(request.body).returning();
            if (!row) throw new Error('saved answer insert returned no row');
            await recordAudit(tx, actorOf(request), {
              action: 'saved-answer.create',
              targetType: 'saved-answer',
              targetId: row.id,
              detail: { title: row.title },
            });
            return row;
          });
          return reply.code(201).send(toSavedAnswer(saved));
        } catch (error) {
          if (isUniqueViolation(error)) return reply.code(409).send(titleTaken);
          throw error;
        }
      },
    );

    app.patch(
      apiPaths.adminSavedAnswer,
      {
        bodyLimit: 64 * 1024,
        schema: {
          params: RecordIdParamsSchema,
          body: SavedAnswerPatchSchema,
          response: { 200: SavedAnswerSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        try {
          const saved = await db.transaction(async (tx) => {
            const [row] = await tx
              .update(savedAnswers)
              .set({ ...request.body, updatedAt: new Date() })
              .where(eq(savedAnswers.id, request.params.id))
              .returning();
            if (!row) return undefined;
            await recordAudit(tx, actorOf(request), {
              action: 'saved-answer.edit',
              targetType: 'saved-answer',
              targetId: row.id,
              detail: { title: row.title },
            });
            return row;
          });
          return saved ? toSavedAnswer(saved) : reply.code(404).send(noSuchAnswer);
        } catch (error) {
          if (isUniqueViolation(error)) return reply.code(409).send(titleTaken);
          throw error;
        }
      },
    );

    app.delete(
      apiPaths.adminSavedAnswer,
      {
        schema: { params: RecordIdParamsSchema, response: { 204: z.null(), 404: ApiErrorSchema } },
      },
      async (request, reply) => {
        const removed = await db.transaction(async (tx) => {
          const [row] = await tx
            .delete(savedAnswers)
            .where(eq(savedAnswers.id, request.params.id))
            .returning();
          if (row) {
            await recordAudit(tx, actorOf(request), {
              action: 'saved-answer.delete',
              targetType: 'saved-answer',
              targetId: row.id,
              detail: { title: row.title },
            });
          }
          return row;
        });
        return removed ? reply.code(204).send(null) : reply.code(404).send(noSuchAnswer);
      },
    );
  };
}
