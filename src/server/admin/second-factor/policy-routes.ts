import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RecordIdParamsSchema } from '../../../shared/admin/common.ts';
import {
  secondFactorPaths,
  SecondFactorPolicySchema,
  SecondFactorResetSchema,
} from '../../../shared/admin/second-factor.ts';
import { ApiErrorSchema } from '../../../shared/api-error.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { adminUsers } from '../../db/schema.ts';
import { actorOf, signedInAdmin } from '../admin-guard.ts';
import { clearSecondFactors, secondFactorRequired, setSecondFactorRequired } from './enrolment.ts';

/**
 * The owner's side: whether every member of staff must use a second factor, and clearing a
 * member's second factors when they lost their phone and their recovery codes.
 */
export function secondFactorPolicyRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      secondFactorPaths.policy,
      { schema: { response: { 200: SecondFactorPolicySchema } } },
      async () => ({ required: await secondFactorRequired(db) }),
    );

    app.put(
      secondFactorPaths.policy,
      {
        schema: {
          body: SecondFactorPolicySchema,
          response: { 200: SecondFactorPolicySchema, 409: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const admin = signedInAdmin(request);
        const { required } = request.body;
        if (required && !admin.secondFactor.enrolled) {
          return reply.code(409).send({
            error: 'Conflict',
            message:
              'Set up a second factor for your own account first (on your account page), then require one of everyone.',
          });
        }
        await db.transaction(async (tx) => {
          await setSecondFactorRequired(tx, required);
          await recordAudit(tx, actorOf(request), {
            action: 'settings.second-factor-policy',
            targetType: 'setting',
            detail: { required },
          });
        });
        return { required };
      },
    );

    app.delete(
      secondFactorPaths.memberReset,
      {
        schema: {
          params: RecordIdParamsSchema,
          response: { 200: SecondFactorResetSchema, 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const id = request.params.id;
        const cleared = await db.transaction(async (tx) => {
          const [member] = await tx
            .select({ id: adminUsers.id, email: adminUsers.email })
            .from(adminUsers)
            .where(and(eq(adminUsers.id, id), isNull(adminUsers.disabledAt)));
          if (!member) return false;
          await clearSecondFactors(tx, member.id);
          await recordAudit(tx, actorOf(request), {
            action: 'staff.second-factor-reset',
            targetType: 'admin',
            targetId: member.id,
            detail: { email: member.email },
          });
          return true;
        });
        if (!cleared) {
          return reply
            .code(404)
            .send({ error: 'Not Found', message: 'There is no such member of staff.' });
        }
        return { cleared: true as const };
      },
    );
  };
}
