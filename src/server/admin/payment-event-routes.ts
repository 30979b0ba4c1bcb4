import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PaymentEventListSchema,
  PaymentEventQuerySchema,
} from '../../shared/admin/payment-events.ts';
import type { Db } from '../db/client.ts';
import { paymentEvents } from '../db/schema.ts';
import { apiPaths } from '../../shared/api-paths.ts';

/** Events from the payment provider, and those that matched no order. */
export function paymentEventRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      apiPaths.adminPaymentEvents,
      {
        schema: { querystring: PaymentEventQuerySchema, response: { 200: PaymentEventListSchema } },
      },
      async (request) => {
        const { limit, offset, unmatched } = request.query;
        const where: SQL | undefined = unmatched
          ? eq(paymentEvents.outcome, 'unmatched')
          : undefined;
        const rows = await db
          .select()
          .from(paymentEvents)
          .where(where)
          .orderBy(desc(paymentEvents.receivedAt))
          .limit(limit)
          .offset(offset);
        const [total] = await db.select({ n: count() }).from(paymentEvents).where(where);
        return {
          events: rows.map((event) => ({
            id: event.id,
            provider: event.provider,
            type: event.type,
            intentId: event.intentId,
            outcome: event.outcome,
            detail: event.detail,
            receivedAt: event.receivedAt.toISOString(),
          })),
          total: total?.n ?? 0,
        };
      },
    );
  };
}
