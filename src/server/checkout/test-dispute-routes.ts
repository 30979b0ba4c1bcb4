import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import {
  TestDisputeCloseRequestSchema,
  TestDisputeRequestSchema,
  TestDisputeResponseSchema,
} from '../../shared/disputes.ts';
import { rateLimits } from '../../shared/site-config.ts';
import { routeRateLimit } from '../http/rate-limits.ts';
import { openDisputeOf } from '../orders/dispute-store.ts';
import { type FulfilmentContext, processPaymentEvent } from '../orders/fulfilment.ts';
import { findOrderByToken } from '../orders/order-repository.ts';
import type { TestPaymentProvider } from '../payments/test-provider.ts';

const NO_ORDER = {
  error: 'Not Found',
  message: 'There is no order with this orderToken. Use the token checkout answered with.',
};

/**
 * The buyer's bank, played by the test provider: open a dispute of an order's charge, and close
 * it won or lost. Each makes the event Stripe would send (`charge.dispute.created`, `…closed`)
 * and the shop takes it through the same code as Stripe's. Registered only where the test
 * provider runs (app.ts).
 */
export function testDisputeRoutes(deps: {
  provider: TestPaymentProvider;
  fulfilment: FulfilmentContext;
}): FastifyPluginAsyncZod {
  const { db } = deps.fulfilment;
  return async (app) => {
    app.post(
      apiPaths.testPaymentDispute,
      {
        config: routeRateLimit(rateLimits.testPaymentConfirm),
        schema: {
          summary: 'Dispute a paid order’s charge (only while the test payment provider is on)',
          tags: ['Checkout'],
          body: TestDisputeRequestSchema,
          response: {
            200: TestDisputeResponseSchema,
            404: ApiErrorSchema,
            409: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const order = await findOrderByToken(db, request.body.orderToken);
        if (!order) return reply.code(404).send(NO_ORDER);
        if (order.status === 'pending' || order.status === 'failed' || !order.providerIntentId) {
          return reply.code(409).send({
            error: 'Conflict',
            message: `This order has not been paid (it is ${order.status}): there is no charge to dispute.`,
          });
        }
        if (await openDisputeOf(db, order.id)) {
          return reply.code(409).send({
            error: 'Conflict',
            message: 'This order already has an open dispute. Close it before opening another.',
          });
        }
        const event = deps.provider.openDispute(order.providerIntentId, {
          reason: request.body.reason,
          amountCents: order.amountCents,
          currency: order.currency,
        });
        await processPaymentEvent(deps.fulfilment, event);
        const after = await findOrderByToken(db, request.body.orderToken);
        return { disputeId: event.dispute?.id ?? '', orderStatus: after?.status ?? order.status };
      },
    );

    app.post(
      apiPaths.testPaymentDisputeClose,
      {
        config: routeRateLimit(rateLimits.testPaymentConfirm),
        schema: {
          summary: 'Decide an order’s open dispute, won or lost (test payment provider only)',
          tags: ['Checkout'],
          body: TestDisputeCloseRequestSchema,
          response: { 200: TestDisputeResponseSchema, 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const order = await findOrderByToken(db, request.body.orderToken);
        if (!order) return reply.code(404).send(NO_ORDER);
        const dispute = await openDisputeOf(db, order.id);
        if (!dispute || !order.providerIntentId) {
          return reply.code(404).send({
            error: 'Not Found',
            message: 'This order has no open dispute to close.',
          });
        }
        const event = deps.provider.closeDispute(
          order.providerIntentId,
          {
            id: dispute.providerDisputeId,
            reason: dispute.reason,
            amountCents: dispute.amountCents,
            currency: dispute.currency,
            evidenceDueBy: dispute.evidenceDueBy,
          },
          request.body.outcome,
        );
        await processPaymentEvent(deps.fulfilment, event);
        const after = await findOrderByToken(db, request.body.orderToken);
        return { disputeId: dispute.providerDisputeId, orderStatus: after?.status ?? order.status };
      },
    );
  };
}
