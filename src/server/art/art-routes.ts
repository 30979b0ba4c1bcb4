import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { ArtCollectionListSchema } from '../../shared/art.ts';
import {
  ArtPieceParamsSchema,
  ArtPieceSchema,
  NO_SUCH_PIECE_MESSAGE,
} from '../../shared/art-piece.ts';
import { findArtPiece } from './art-piece.ts';
import type { Db } from '../db/client.ts';
import { listArtCollections } from './collection-view.ts';
import { rateLimits } from '../../shared/site-config.ts';
import { routeRateLimit } from '../http/rate-limits.ts';
import { apiPaths } from '../../shared/api-paths.ts';

/** The public side of the art store: the gallery's live list and each piece's page. */
export function artRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiPaths.artCollections,
      {
        config: routeRateLimit(rateLimits.artCollections),
        schema: {
          summary: 'The art collections and their pieces',
          tags: ['Art'],
          response: { 200: ArtCollectionListSchema },
        },
      },
      async (_request, reply) => {
        // Supply changes with every sale: always fresh.
        reply.header('cache-control', 'no-store');
        return { collections: await listArtCollections(deps.db, { includeHidden: false }) };
      },
    );

    app.get(
      apiPaths.artPiece,
      {
        config: routeRateLimit(rateLimits.artCollections),
        schema: {
          summary: 'One art piece',
          tags: ['Art'],
          params: ArtPieceParamsSchema,
          response: { 200: ArtPieceSchema, 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const found = await findArtPiece(deps.db, request.params.slug);
        if (!found)
          return reply.code(404).send({ error: 'Not Found', message: NO_SUCH_PIECE_MESSAGE });
        return found;
      },
    );
  };
}
