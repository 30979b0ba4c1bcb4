import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import {
  FIND_PURCHASE_ANSWER,
  FindPurchaseRequestSchema,
  FindPurchaseResponseSchema,
} from '../../shared/delivery.ts';
import type { Db } from '../db/client.ts';
import { pageCsp } from '../http/csp.ts';
import { mailRecoveryLink } from '../orders/find-purchase.ts';
import type { DeliveryContext } from '../orders/lifecycle/order-items.ts';
import { recoveryState, redeemRecovery } from '../orders/purchase-recovery.ts';
import { recoveryPage, type RecoveryView } from './recovery-page.ts';
import { rateLimits } from '../../shared/site-config.ts';
import { routeRateLimit } from '../http/rate-limits.ts';
import { apiPaths } from '../../shared/api-paths.ts';

/**
 * "Find my purchase". `POST /api/find-purchase`: a buyer who lost the receipt asks by address
 * and gets a mail with a single-use link. `/find-purchase/{token}`: that link's page (GET, safe
 * for mail scanners to fetch) and its button (POST), which issues the fresh download links.
 */
export function findPurchaseRoutes(deps: {
  db: Db;
  /** Where links point, who sells, and each item's link mail. */
  receipts: DeliveryContext;
  isProduction: boolean;
  onMailQueued: () => void;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // The page's button is a plain HTML form; it sends nothing the server reads.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    );

    app.post(
      apiPaths.findPurchase,
      {
        config: routeRateLimit(rateLimits.findPurchase),
        schema: {
          summary: 'Mail the buyer fresh links to their purchases',
          tags: ['Orders'],
          body: FindPurchaseRequestSchema,
          response: { 202: FindPurchaseResponseSchema, 400: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const queued = await mailRecoveryLink(deps.db, request.body.email, deps.receipts);
        if (queued > 0) deps.onMailQueued();
        // Same answer, status and shape for every address: it tells nobody who bought.
        return reply.code(202).send({ message: FIND_PURCHASE_ANSWER });
      },
    );

    const sendPage = (reply: FastifyReply, view: RecoveryView) => {
      const { status, html } = recoveryPage(view);
      // The token is in the address, so no other site may see it; but the page's own form must
      // say where it comes from (no-referrer makes a browser send `Origin: null`, which the
      // cross-site guard refuses): same-origin.
      const csp = pageCsp({ upgradeInsecureRequests: deps.isProduction });
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'same-origin')
        .header('x-robots-tag', 'noindex')
        .header('content-security-policy', csp)
        .send(html);
    };
    const page = {
      config: routeRateLimit(rateLimits.findPurchasePage),
      schema: { params: z.object({ token: z.string() }) },
    };

    app.get('/find-purchase/:token', page, async (request, reply) => {
      const { token } = request.params;
      const state = await recoveryState(deps.db, token);
      return sendPage(reply, state === 'ready' ? { state, token } : { state });
    });

    app.post('/find-purchase/:token', page, async (request, reply) => {
      const redemption = await redeemRecovery(deps.db, request.params.token, deps.receipts);
      if (redemption.state === 'redeemed') {
        deps.onMailQueued();
        request.log.info(
          { links: redemption.links.length },
          'find my purchase: fresh links issued',
        );
      }
      return sendPage(reply, redemption);
    });
  };
}
