import type { FastifyPluginAsync } from 'fastify';
import type { ApiError } from '../../shared/api-error.ts';
import { type FulfilmentContext, processPaymentEvent } from '../orders/fulfilment.ts';
import type { StripePaymentProvider } from '../payments/stripe-provider.ts';
import { apiPaths } from '../../shared/api-paths.ts';

/**
 * Stripe's signed webhook. The signature covers the exact bytes, so this route keeps the body
 * raw. A processing failure answers 500 and Stripe retries; a replayed event is ignored.
 */
export function stripeWebhookRoutes(deps: {
  provider: StripePaymentProvider;
  fulfilment: FulfilmentContext;
  /** Work that follows an event (tax transactions and reversals for Stripe Tax). */
  afterEvent?: () => void;
}): FastifyPluginAsync {
  return async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );

    app.post(
      apiPaths.stripeWebhook,
      { config: { allowCrossSite: true } },
      async (request, reply) => {
        const signature = request.headers['stripe-signature'];
        let verified;
        try {
          if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
            throw new Error('unsigned');
          verified = deps.provider.verifyWebhook(request.body, signature);
        } catch {
          const body: ApiError = {
            error: 'Bad Request',
            message: 'The webhook signature is not valid.',
          };
          return reply.code(400).send(body);
        }
        const event = await deps.provider.paymentEventOf(verified);
        if (event) {
          const outcome = await processPaymentEvent(deps.fulfilment, event);
          request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
          deps.afterEvent?.();
        }
        return { received: true };
      },
    );
  };
}
