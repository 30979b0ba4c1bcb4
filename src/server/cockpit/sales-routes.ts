import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import { SALES_MAX_DAYS, SalesQuerySchema, SalesReportSchema } from '../../shared/admin/sales.ts';
import type { Db } from '../db/client.ts';
import { salesRange, salesReport } from './sales-report.ts';

/**
 * Sales at a glance. Under /api/admin/, so the admin guard protects it as every admin route;
 * days are counted in the owner's time zone (SHOP_TIME_ZONE).
 */
export function salesRoutes(deps: { db: Db; timeZone: string }): FastifyPluginAsyncZod {
  const { db, timeZone } = deps;
  return async (app) => {
    app.get(
      apiPaths.adminSales,
      {
        schema: {
          querystring: SalesQuerySchema,
          response: { 200: SalesReportSchema, 400: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const range = await salesRange(db, request.query, timeZone);
        if ('tooLong' in range) {
          return reply.code(400).send({
            error: 'Bad Request',
            message: `Choose at most ${SALES_MAX_DAYS} days (this range has ${range.tooLong}).`,
          });
        }
        return salesReport(db, { ...range, timeZone }, request.query.interval);
      },
    );
  };
}
