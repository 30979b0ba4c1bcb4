import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import { RecordIdParamsSchema } from '../../shared/admin/common.ts';
import { AdminLicenceChangedSchema, type OwnerLicenceAction } from '../../shared/admin/licence.ts';
import type { Db } from '../db/client.ts';
import { changeLicence, LicenceActionRefused, licenceForOwner } from '../licences/owner-licence.ts';
import { actorOf } from './admin-guard.ts';

const titles = { 404: 'Not Found', 409: 'Conflict' } as const;

const paths: [string, OwnerLicenceAction][] = [
  [apiPaths.adminOrderLicenceRevoke, 'revoke'],
  [apiPaths.adminOrderLicenceRestore, 'restore'],
  [apiPaths.adminOrderLicenceResetMachines, 'reset-machines'],
];

/** The order page's licence buttons: revoke, restore, reset machines. */
export function licenceAdminRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  return async (app) => {
    app.setErrorHandler((error, _request, reply) => {
      if (error instanceof LicenceActionRefused) {
        return reply
          .code(error.status)
          .send({ error: titles[error.status], message: error.message });
      }
      throw error;
    });
    for (const [path, action] of paths) {
      app.post(
        path,
        {
          schema: {
            params: RecordIdParamsSchema,
            response: { 200: AdminLicenceChangedSchema, 404: ApiErrorSchema, 409: ApiErrorSchema },
          },
        },
        async (request) => {
          await changeLicence(deps.db, request.params.id, action, actorOf(request));
          const licence = await licenceForOwner(deps.db, request.params.id);
          if (!licence) throw new LicenceActionRefused(404, 'This order has no licence.');
          return { licence };
        },
      );
    }
  };
}
