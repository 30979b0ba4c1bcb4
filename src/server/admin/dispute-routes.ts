import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import { RecordIdParamsSchema } from '../../shared/admin/common.ts';
import {
  DisputeEvidenceSubmittedSchema,
  SubmitDisputeEvidenceRequestSchema,
} from '../../shared/disputes.ts';
import { formatUtcDateTime } from '../../shared/utc-dates.ts';
import { recordAudit } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { disputes, orders } from '../db/schema.ts';
import { latestDispute } from '../orders/dispute-store.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { actorOf } from './admin-guard.ts';
import { disputeEvidence } from './dispute-evidence.ts';
import { disputeSubmission } from './dispute-submission.ts';
import { adminDispute } from './dispute-view.ts';

/**
 * The owner's answer to a dispute: the evidence the order page shows, with the owner's note, sent
 * to the provider and submitted to the bank. Sent once: the dispute's row is claimed with a
 * conditional UPDATE before the provider is called, and given back if the provider refuses.
 */
export function disputeRoutes(deps: {
  db: Db;
  payments: Pick<PaymentProvider, 'submitDisputeEvidence'>;
}): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.post(
      apiPaths.adminOrderDisputeEvidence,
      {
        schema: {
          params: RecordIdParamsSchema,
          body: SubmitDisputeEvidenceRequestSchema,
          response: {
            200: DisputeEvidenceSubmittedSchema,
            404: ApiErrorSchema,
            409: ApiErrorSchema,
            502: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const [order] = await db.select().from(orders).where(eq(orders.id, request.params.id));
        if (!order) {
          return reply.code(404).send({ error: 'Not Found', message: 'There is no such order.' });
        }
        const dispute = await latestDispute(db, order.id);
        if (!dispute) {
          return reply
            .code(404)
            .send({ error: 'Not Found', message: 'This order has no dispute to answer.' });
        }
        const conflict = (message: string) => reply.code(409).send({ error: 'Conflict', message });
        if (dispute.outcome) {
          return conflict(
            `This dispute is closed (${dispute.outcome}): evidence can no longer be sent.`,
          );
        }
        const submission = disputeSubmission(
          await disputeEvidence(db, order),
          request.body.note || undefined,
        );
        const [claimed] = await db
          .update(disputes)
          .set({ submittedAt: sql`now()`, updatedAt: sql`now()` })
          .where(
            and(
              eq(disputes.id, dispute.id),
              isNull(disputes.submittedAt),
              isNull(disputes.outcome),
            ),
          )
          .returning({ id: disputes.id });
        if (!claimed) {
          const sentAt = (await latestDispute(db, order.id))?.submittedAt;
          return conflict(
            `The evidence was already sent${sentAt ? ` on ${formatUtcDateTime(sentAt)}` : ''}: the bank reviews it now.`,
          );
        }
        try {
          await deps.payments.submitDisputeEvidence(dispute.providerDisputeId, submission);
        } catch (error) {
          request.log.error({ err: error, disputeId: dispute.id }, 'dispute evidence refused');
          await db.update(disputes).set({ submittedAt: null }).where(eq(disputes.id, dispute.id));
          return reply.code(502).send({
            error: 'Bad Gateway',
            message:
              'The payment provider did not accept the evidence. Nothing was sent; please try again.',
          });
        }
        await db.transaction(async (tx) => {
          await tx
            .update(disputes)
            .set({ status: 'under_review', submittedEvidence: submission })
            .where(eq(disputes.id, dispute.id));
          await recordAudit(tx, actorOf(request), {
            action: 'order.dispute-evidence',
            targetType: 'order',
            targetId: order.id,
            detail: { dispute: dispute.providerDisputeId },
          });
        });
        const [updated] = await db.select().from(disputes).where(eq(disputes.id, dispute.id));
        return { dispute: await adminDispute(db, order, updated ?? dispute) };
      },
    );
  };
}
