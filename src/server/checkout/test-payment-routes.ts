import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import {
  TestCardPaymentRequestSchema,
  TestCardPaymentResponseSchema,
} from '../../shared/checkout.ts';
import { type FulfilmentContext, processPaymentEvent } from '../orders/fulfilment.ts';
import type { TestPaymentProvider } from '../payments/test-provider.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import { rateLimits } from '../../shared/site-config.ts';
import { routeRateLimit } from '../http/rate-limits.ts';

/** The test provider's card confirmation: the same events a Stripe webhook would deliver. */
export function testPaymentRoutes(deps: {
  provider: TestPaymentProvider;
  fulfilment: FulfilmentContext;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      apiPaths.testPaymentConfirm,
      {
        config: routeRateLimit(rateLimits.testPaymentConfirm),
        schema: {
          summary: 'Pay with a test card (only while the test payment provider is on)',
          tags: ['Checkout'],
          body: TestCardPaymentRequestSchema,
          response: {
            200: TestCardPaymentResponseSchema,
            402: ApiErrorSchema,
            404: ApiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const confirmation = await deps.provider.confirmCard(request.body);
        if (!confirmation) {
          return reply.code(404).send({
            error: 'Not Found',
            message: 'This payment session has expired. Please start checkout again.',
          });
        }
        if (confirmation.event) await processPaymentEvent(deps.fulfilment, confirmation.event);
        if (!confirmation.ok) {
          return reply.code(402).send({ error: 'Payment Failed', message: confirmation.message });
        }
        return { status: 'succeeded' as const };
      },
    );
  };
}
