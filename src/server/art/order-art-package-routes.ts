import { createReadStream } from 'node:fs';
import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RecordIdParamsSchema } from '../../shared/admin/common.ts';
import type { Db } from '../db/client.ts';
import { artEditions } from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';
import type { ArtPackages } from './art-package.ts';
import { apiPaths } from '../../shared/api-paths.ts';

/**
 * The purchases dashboard's Test Download: the owner fetches exactly the zip an art order's
 * buyer gets, without using up one of the buyer's downloads. Behind the admin guard by its path.
 */
export function orderArtPackageRoutes(deps: {
  db: Db;
  files: FileStore;
  artPackages: ArtPackages;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      apiPaths.adminOrderArtPackage,
      { schema: { params: RecordIdParamsSchema } },
      async (request, reply) => {
        const [edition] = await deps.db
          .select({ id: artEditions.id })
          .from(artEditions)
          .where(eq(artEditions.orderId, request.params.id))
          .orderBy(desc(artEditions.id))
          .limit(1);
        if (!edition) {
          return reply
            .code(404)
            .send({ error: 'Not Found', message: 'This order has no art edition to download.' });
        }
        const pkg = await deps.artPackages.forEdition(edition.id);
        const file = await deps.files.localFile(pkg.sha256);
        if (!file) throw new Error(`art edition ${edition.id}: its package is not in the store`);
        return reply
          .header('cache-control', 'no-store')
          .header('content-type', 'application/zip')
          .header('content-length', String(file.sizeBytes))
          .header('content-disposition', `attachment; filename="${pkg.fileName}"`)
          .send(createReadStream(file.path));
      },
    );
  };
}
