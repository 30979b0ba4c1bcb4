import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ArtCollectionListSchema } from '../../shared/art.ts';
import type { Db } from '../db/client.ts';
import { listArtCollections } from './collection-view.ts';
import { rateLimits } from '../../shared/site-config.ts';
import { routeRateLimit } from '../http/rate-limits.ts';
import { apiPaths } from '../../shared/api-paths.ts';

/** The public side of the art store: the gallery's live list. */
export function artRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiPaths.artCollections,
      {
        config: routeRateLimit(rateLimits.artCollections),
        schema: { response: { 200: ArtCollectionListSchema } },
      },
      async (_request, reply) => {
        // Supply changes with every sale: always fresh.
        reply.header('cache-control', 'no-store');
        return { collections: await listArtCollections(deps.db, { includeHidden: false }) };
      },
    );
  };
}
