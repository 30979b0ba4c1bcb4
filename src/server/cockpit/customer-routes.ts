import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths } from '../../shared/api-paths.ts';
import {
  customerCsvColumns,
  CustomerDetailSchema,
  CustomerListQuerySchema,
  CustomerListSchema,
  CustomerParamsSchema,
} from '../../shared/admin/customers.ts';
import { centsToDecimal } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import { toCsv } from '../admin/csv.ts';
import { findCustomer, listCustomers } from './customer-list.ts';
import { customerTimeline } from './customer-timeline.ts';

/** The CSV export is one download, capped as the orders export is. */
const CSV_MAX_ROWS = 10_000;

/**
 * The customers list, its CSV and one customer's page. Under /api/admin/, so the admin guard
 * protects them as it does every admin route.
 */
export function customerRoutes(deps: { db: Db }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      apiPaths.adminCustomers,
      { schema: { querystring: CustomerListQuerySchema, response: { 200: CustomerListSchema } } },
      (request) => listCustomers(db, request.query),
    );

    app.get(
      apiPaths.adminCustomersExport,
      { schema: { querystring: CustomerListQuerySchema.omit({ limit: true, offset: true }) } },
      async (request, reply) => {
        const found = await listCustomers(db, {
          ...request.query,
          limit: CSV_MAX_ROWS,
          offset: 0,
        });
        const rows = found.customers.map((customer) => [
          customer.email,
          customer.orders,
          centsToDecimal(customer.totalPaidCents),
          customer.refunds,
          centsToDecimal(customer.refundedCents),
          customer.firstPurchaseAt,
          customer.lastPurchaseAt,
          customer.messages,
        ]);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="customers-${day}.csv"`)
          .send(toCsv(customerCsvColumns, rows));
      },
    );

    app.get(
      apiPaths.adminCustomer,
      { schema: { params: CustomerParamsSchema, response: { 200: CustomerDetailSchema } } },
      async (request) => {
        const email = request.params.email.toLowerCase();
        return {
          email,
          customer: await findCustomer(db, email),
          timeline: await customerTimeline(db, email),
        };
      },
    );
  };
}
