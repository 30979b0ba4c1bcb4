import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { RecordIdParamsSchema } from '../../shared/admin/common.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import {
  AdminDiscountCodeAnswerSchema,
  AdminDiscountCodesSchema,
  CreateDiscountCodeRequestSchema,
  UpdateDiscountCodeRequestSchema,
} from '../../shared/discount-codes.ts';
import type { Db } from '../db/client.ts';
import {
  createDiscountCode,
  DiscountCodeRefusal,
  discountCodeById,
  discountCodeView,
  listDiscountCodes,
  updateDiscountCode,
} from '../orders/discount-code-store.ts';
import { actorOf } from './admin-guard.ts';

const refusalStatus = { 'code-taken': 409, 'not-found': 404, 'bad-terms': 400 } as const;
const titles = { 400: 'Bad Request', 404: 'Not Found', 409: 'Conflict' } as const;

/**
 * /admin/discount-codes: the owner's codes with their uses taken and left; create, edit, pause
 * and resume (`active`). Every write is in the audit log (docs/discount-codes.md).
 */
export function discountCodeRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    const refused = (error: unknown) => {
      if (!(error instanceof DiscountCodeRefusal)) throw error;
      const status = refusalStatus[error.kind];
      return {
        status,
        body: {
          error: titles[status],
          message: error.message,
          ...(error.field ? { fieldErrors: { [error.field]: [error.message] } } : {}),
        },
      };
    };

    app.get(
      apiPaths.adminDiscountCodes,
      { schema: { response: { 200: AdminDiscountCodesSchema } } },
      async () => ({ codes: await listDiscountCodes(db) }),
    );

    app.post(
      apiPaths.adminDiscountCodes,
      {
        schema: {
          body: CreateDiscountCodeRequestSchema,
          response: {
            201: AdminDiscountCodeAnswerSchema,
            400: ApiErrorSchema,
            404: ApiErrorSchema,
            409: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        try {
          const row = await createDiscountCode(db, actorOf(request), request.body);
          return reply.code(201).send({ code: discountCodeView(row) });
        } catch (error) {
          const { status, body } = refused(error);
          return reply.code(status).send(body);
        }
      },
    );

    app.patch(
      apiPaths.adminDiscountCode,
      {
        schema: {
          params: RecordIdParamsSchema,
          body: UpdateDiscountCodeRequestSchema,
          response: {
            200: AdminDiscountCodeAnswerSchema,
            400: ApiErrorSchema,
            404: ApiErrorSchema,
            409: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        try {
          await updateDiscountCode(db, actorOf(request), request.params.id, request.body);
        } catch (error) {
          const { status, body } = refused(error);
          return reply.code(status).send(body);
        }
        const code = await discountCodeById(db, request.params.id);
        if (!code) throw new Error(`discount code ${request.params.id} vanished after its edit`);
        return { code };
      },
    );
  };
}
