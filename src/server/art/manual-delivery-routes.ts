import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ManualDeliveryPreviewSchema,
  ManualDeliveryRequestSchema,
  ManualDeliveryResponseSchema,
} from '../../shared/admin/manual-delivery.ts';
import { IdempotencyKeyHeadersSchema } from '../../shared/admin/idempotency.ts';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { actorOf } from '../admin/admin-guard.ts';
import type { Db } from '../db/client.ts';
import type { ReceiptSettings } from '../orders/link-facts.ts';
import { deliverManually } from './manual-delivery.ts';
import { ManualDeliveryError } from './manual-delivery-plan.ts';
import { previewManualDelivery } from './manual-delivery-preview.ts';
import { apiPaths } from '../../shared/api-paths.ts';

/**
 * `/admin/manual-delivery`'s preview and Send NFT Package (behind the admin guard, as every
 * /api/admin/*). The preview shows the owner who gets what before they confirm; the confirmation's
 * `Idempotency-Key` makes a repeated submit deliver once.
 */
export function manualDeliveryRoutes(deps: {
  db: Db;
  settings: ReceiptSettings;
  onMailQueued: () => void;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.setErrorHandler((error, _request, reply) => {
      if (error instanceof ManualDeliveryError) {
        return reply
          .code(error.status)
          .send({ error: error.status === 404 ? 'Not Found' : 'Conflict', message: error.message });
      }
      throw error;
    });

    app.get(
      apiPaths.adminManualDeliveryPreview,
      {
        schema: {
          querystring: ManualDeliveryRequestSchema,
          response: {
            200: ManualDeliveryPreviewSchema,
            404: ApiErrorSchema,
            409: ApiErrorSchema,
          },
        },
      },
      async (request) => {
        const { orderId, nftCollectionId, email } = request.query;
        return previewManualDelivery(deps.db, {
          order: orderId,
          collectionId: nftCollectionId,
          email: email || undefined,
        });
      },
    );

    app.post(
      apiPaths.adminManualDelivery,
      {
        schema: {
          body: ManualDeliveryRequestSchema,
          headers: IdempotencyKeyHeadersSchema,
          response: {
            200: ManualDeliveryResponseSchema,
            404: ApiErrorSchema,
            409: ApiErrorSchema,
            422: ApiErrorSchema,
          },
        },
      },
      async (request) => {
        const { orderId, nftCollectionId, email } = request.body;
        const delivered = await deliverManually(deps, actorOf(request), {
          order: orderId,
          collectionId: nftCollectionId,
          email: email || undefined,
          idempotencyKey: request.headers['idempotency-key'],
        });
        deps.onMailQueued();
        return delivered;
      },
    );
  };
}
