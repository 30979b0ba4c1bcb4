import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import {
  ArtCollectionIdParamsSchema,
  ArtCollectionListSchema,
  ArtCollectionSchema,
} from '../../shared/art.ts';
import {
  ArtAdminCheckAuthSchema,
  CreateArtCollectionSchema,
  UpdateArtCollectionSchema,
} from '../../shared/art-admin.ts';
import { actorOf } from '../admin/admin-guard.ts';
import type { Db } from '../db/client.ts';
import { listArtCollections } from './collection-view.ts';
import {
  ArtCollectionError,
  createArtCollection,
  deleteArtCollection,
  updateArtCollection,
} from './collection-writes.ts';
import { apiPaths } from '../../shared/api-paths.ts';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

/**
 * The art admin panel's calls. `/api/art-admin/*` is guarded by its prefix; the writes under
 * `/api/art/collections` (the earlier shop's paths, beside the public list: docs/product-rules.md)
 * opt in with `admin: true`.
 */
export function artAdminRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    app.setErrorHandler((error, _request, reply) => {
      if (!(error instanceof ArtCollectionError)) throw error;
      const titles = { 400: 'Bad Request', 404: 'Not Found', 409: 'Conflict' } as const;
      return reply
        .code(error.statusCode)
        .send({ error: titles[error.statusCode], message: error.message });
    });

    app.get(
      apiPaths.artAdminCheckAuth,
      { schema: { response: { 200: ArtAdminCheckAuthSchema } } },
      () => ({ ok: true as const }),
    );

    app.get(
      apiPaths.artAdminCollections,
      { schema: { response: { 200: ArtCollectionListSchema } } },
      async () => ({ collections: await listArtCollections(deps.db, { includeHidden: true }) }),
    );

    app.post(
      apiPaths.artCollections,
      {
        config: { admin: true },
        schema: {
          body: CreateArtCollectionSchema,
          response: { 201: ArtCollectionSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await createArtCollection(deps.db, actorOf(request), request.body)),
    );

    app.put(
      apiPaths.artCollection,
      {
        config: { admin: true },
        schema: {
          params: ArtCollectionIdParamsSchema,
          body: UpdateArtCollectionSchema,
          response: { 200: ArtCollectionSchema, ...errors },
        },
      },
      (request) => updateArtCollection(deps.db, actorOf(request), request.params.id, request.body),
    );

    app.delete(
      apiPaths.artCollection,
      {
        config: { admin: true },
        schema: {
          params: ArtCollectionIdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await deleteArtCollection(deps.db, actorOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
