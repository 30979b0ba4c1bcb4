import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../shared/api-paths.ts';
import { type DocumentedRoute, openApiDocument, type OpenApiDocument } from './openapi-document.ts';

/**
 * `GET /api/openapi.json`: the public API's OpenAPI 3.1 document. It is made on the first request,
 * when every route is registered, and kept: the routes do not change while the process runs.
 */
export function openApiRoutes(deps: {
  routes: () => readonly DocumentedRoute[];
  publicUrl: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    let document: OpenApiDocument | undefined;
    app.get(
      apiPaths.openApi,
      {
        schema: {
          summary: 'This document: the public API in OpenAPI 3.1',
          tags: ['API'],
        },
      },
      async (_request, reply) => {
        document ??= openApiDocument(deps.routes(), deps.publicUrl);
        reply.header('cache-control', 'public, max-age=300');
        return document;
      },
    );
  };
}
