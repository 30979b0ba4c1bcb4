import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import { OrderTokenSchema, OrderViewSchema } from '../../shared/order-view.ts';
import { rateLimits } from '../../shared/site-config.ts';
import type { Db } from '../db/client.ts';
import { routeRateLimit } from '../http/rate-limits.ts';
import type { LibrarySeal } from '../licences/licence-store.ts';
import { type FulfilmentContext, processPaymentEvent } from '../orders/fulfilment.ts';
import { findOrderByToken } from '../orders/order-repository.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { buildOrderView } from './order-view.ts';

export interface OrderViewDependencies {
  db: Db;
  payments: PaymentProvider;
  fulfilment: FulfilmentContext;
  /** The library key: the order view seals an older licence key to it (licenceForBuyer). */
  library: { seal: LibrarySeal };
}

/**
 * The buyer's view of an order, by its token: what the thank-you page and the order page poll
 * until the payment lands, then read for the download and the licence.
 */
export function orderViewRoutes(deps: OrderViewDependencies): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiPaths.order,
      {
        config: routeRateLimit(rateLimits.orderStatus),
        schema: {
          summary: 'The buyer’s view of an order: items, download, licence',
          tags: ['Orders'],
          params: z.object({ token: z.string() }),
          response: { 200: OrderViewSchema, 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const notFound = { error: 'Not Found', message: 'We could not find this order.' };
        const token = OrderTokenSchema.safeParse(request.params.token);
        if (!token.success) return reply.code(404).send(notFound);

        let order = await findOrderByToken(deps.db, token.data);
        if (!order) return reply.code(404).send(notFound);

        // No webhook yet? Ask the provider directly, and fulfil through the same code path.
        if (order.status !== 'completed' && order.status !== 'refunded' && order.providerIntentId) {
          try {
            const event = await deps.payments.checkIntent(order.providerIntentId);
            if (event) {
              await processPaymentEvent(deps.fulfilment, event);
              order = (await findOrderByToken(deps.db, token.data)) ?? order;
            }
          } catch (error) {
            request.log.warn(
              { err: error, orderId: order.id },
              'could not check the payment with the provider',
            );
          }
        }
        return buildOrderView(deps.db, order, token.data, deps.library.seal);
      },
    );
  };
}
