import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import {
  FIND_PURCHASE_ANSWER,
  FindPurchaseRequestSchema,
  FindPurchaseResponseSchema,
} from '../../shared/delivery.ts';
import type { Db } from '../db/client.ts';
import { mailFreshLinks } from '../orders/find-purchase.ts';
import type { ReceiptSettings } from '../orders/link-facts.ts';

/** `POST /api/find-purchase`: a buyer who lost the receipt gets fresh links by email. */
export function findPurchaseRoutes(deps: {
  db: Db;
  receipts: ReceiptSettings;
  onMailQueued: () => void;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/find-purchase',
      {
        config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
        schema: {
          body: FindPurchaseRequestSchema,
          response: { 202: FindPurchaseResponseSchema, 400: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const queued = await mailFreshLinks(deps.db, request.body.email, deps.receipts);
        if (queued > 0) deps.onMailQueued();
        // Same answer, status and shape for every address: it tells nobody who bought.
        return reply.code(202).send({ message: FIND_PURCHASE_ANSWER });
      },
    );
  };
}
