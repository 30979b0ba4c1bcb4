import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ArtVerificationSchema } from '../../shared/art-verification.ts';
import type { Db } from '../db/client.ts';
import { verifyEdition } from './verify-edition.ts';
import { rateLimits } from '../../shared/site-config.ts';
import { routeRateLimit } from '../http/rate-limits.ts';
import { apiPaths } from '../../shared/api-paths.ts';

/** `GET /api/art/verify/{code}`: the verify page's question, "is this certificate genuine?" */
export function artVerifyRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiPaths.artVerify,
      {
        config: routeRateLimit(rateLimits.artVerify),
        // Any text reaches the check: a malformed code is answered like an unknown one.
        schema: {
          summary: 'Verify an art edition’s certificate code',
          tags: ['Art'],
          params: z.object({ code: z.string() }),
          response: { 200: ArtVerificationSchema },
        },
      },
      async (request, reply) => {
        // A refund can end a certificate's validity: never answer from a cache.
        reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
        return verifyEdition(deps.db, request.params.code);
      },
    );
  };
}
