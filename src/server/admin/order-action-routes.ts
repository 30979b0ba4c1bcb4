import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { RecordIdParamsSchema } from '../../shared/admin/common.ts';
import { IdempotencyKeyHeadersSchema } from '../../shared/admin/idempotency.ts';
import {
  DownloadLinkMailedSchema,
  OrderRefundedSchema,
  RefundOrderRequestSchema,
} from '../../shared/admin/order-actions.ts';
import { actorOf } from './admin-guard.ts';
import { mailDownloadLink, OrderActionError, type OrderActionContext } from './order-actions.ts';
import { refundOrder } from './order-refund.ts';
import { apiPaths } from '../../shared/api-paths.ts';

const titles = { 404: 'Not Found', 409: 'Conflict', 502: 'Bad Gateway' } as const;
const errors = { 404: ApiErrorSchema, 409: ApiErrorSchema, 502: ApiErrorSchema };

/**
 * The order page's buttons: resend the receipt, issue a fresh link, refund. The two that mail a
 * link take the confirmation's `Idempotency-Key`, so a repeated submit sends one mail.
 */
export function orderActionRoutes(
  deps: OrderActionContext & { onMailQueued: () => void },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.setErrorHandler((error, _request, reply) => {
      if (error instanceof OrderActionError) {
        return reply
          .code(error.status)
          .send({ error: titles[error.status], message: error.message });
      }
      throw error;
    });

    for (const [path, fresh] of [
      [apiPaths.adminOrderResendReceipt, false],
      [apiPaths.adminOrderFreshLink, true],
    ] as const) {
      app.post(
        path,
        {
          schema: {
            params: RecordIdParamsSchema,
            headers: IdempotencyKeyHeadersSchema,
            response: { 200: DownloadLinkMailedSchema, ...errors, 422: ApiErrorSchema },
          },
        },
        async (request) => {
          const mailed = await mailDownloadLink(
            deps,
            actorOf(request),
            request.params.id,
            fresh,
            request.headers['idempotency-key'],
          );
          deps.onMailQueued();
          return mailed;
        },
      );
    }

    app.post(
      apiPaths.adminOrderRefund,
      {
        schema: {
          summary: 'Refund an order, in part or whole',
          description:
            'Gives `amountCents` (a part of what is left; without it, or without a body, all that is left) back through the payment provider, with an optional `reason`. A part keeps the order completed with its links; the last cent makes it refunded and ends its links and licence. Each refund is recorded (amount, reason, who, when, provider refund id) and mailed to the buyer.',
          params: RecordIdParamsSchema,
          // A call without a body (as before partial refunds) refunds all that is left.
          body: RefundOrderRequestSchema.nullish(),
          response: { 200: OrderRefundedSchema, ...errors },
        },
      },
      async (request) => {
        const refunded = await refundOrder(
          deps,
          actorOf(request),
          request.params.id,
          request.body ?? {},
          request.log,
        );
        deps.onMailQueued();
        return refunded;
      },
    );
  };
}
