import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '../../shared/api-error.ts';
import { RecordIdParamsSchema } from '../../shared/admin/common.ts';
import { AdminOrderDetailSchema } from '../../shared/admin/order-detail.ts';
import {
  orderCsvColumns,
  OrderListSchema,
  OrderSearchQuerySchema,
} from '../../shared/admin/orders.ts';
import type { PaymentProviderName } from '../../shared/checkout.ts';
import { centsToDecimal } from '../../shared/money.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { licenceForOwner } from '../licences/owner-licence.ts';
import { toCsv } from './csv.ts';
import { searchOrders } from './order-search.ts';
import { orderDocuments } from '../orders/invoice-numbers.ts';
import { itemName } from '../orders/item-names.ts';
import { adminGrant, artSentByHand, besideLinkNames, orderLinks } from './order-links.ts';
import { toOrderRow, toOrderRows } from './order-rows.ts';
import { orderTimeline } from './order-timeline.ts';
import { latestDispute } from '../orders/dispute-store.ts';
import { adminDispute } from './dispute-view.ts';
import { ordersWithFailedMail } from './purchase-issues.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import { acceptanceOf, adminAcceptance } from '../orders/acceptance/acceptance-record.ts';

/** The CSV export is one download, capped so a huge shop cannot exhaust the server. */
const CSV_MAX_ROWS = 10_000;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Finding orders: search, CSV export and one order's page. */
export function orderRoutes(deps: {
  db: Db;
  /** The payment provider the shop uses now: refunds go through it. */
  provider: PaymentProviderName;
  /** The owner's time zone (SHOP_TIME_ZONE): the search's days are its days. */
  timeZone?: string;
}): FastifyPluginAsyncZod {
  const { db, provider, timeZone } = deps;
  return async (app) => {
    app.get(
      apiPaths.adminOrders,
      { schema: { querystring: OrderSearchQuerySchema, response: { 200: OrderListSchema } } },
      async (request) => {
        const found = await searchOrders(db, request.query, timeZone);
        return { orders: await toOrderRows(db, found.orders, provider), total: found.total };
      },
    );

    app.get(
      apiPaths.adminOrdersExport,
      { schema: { querystring: OrderSearchQuerySchema.omit({ limit: true, offset: true }) } },
      async (request, reply) => {
        const found = await searchOrders(
          db,
          { ...request.query, limit: CSV_MAX_ROWS, offset: 0 },
          timeZone,
        );
        const rows = (await toOrderRows(db, found.orders, provider)).map((row) => [
          row.reference,
          row.createdAt,
          row.email,
          row.itemName,
          centsToDecimal(row.amountCents),
          row.currency,
          row.status,
          row.downloadDisplay,
          row.discountCode ?? '',
          centsToDecimal(row.discountCents),
          String(row.refundedCents),
          String(row.taxCents),
        ]);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
          .send(toCsv(orderCsvColumns, rows));
      },
    );

    app.get(
      apiPaths.adminOrder,
      {
        schema: {
          params: RecordIdParamsSchema,
          response: { 200: AdminOrderDetailSchema, 404: ApiErrorSchema },
        },
      },
      async (request, reply) => {
        const [order] = await db.select().from(orders).where(eq(orders.id, request.params.id));
        if (!order) {
          return reply.code(404).send({ error: 'Not Found', message: 'There is no such order.' });
        }
        const now = new Date();
        const links = await orderLinks(db, order);
        const sentByHand = await artSentByHand(db, links, now);
        const current = [...links.own].reverse().find((grant) => grant.revokedAt === null);
        const dispute = await latestDispute(db, order.id);
        return {
          order: {
            ...toOrderRow(order, {
              grant: current,
              itemName: await itemName(db, order),
              mailFailed: (await ordersWithFailedMail(db, [order.id])).has(order.id),
              provider,
            }),
            provider: order.provider,
            providerIntentId: order.providerIntentId,
            failureMessage: order.failureMessage,
            completedAt: iso(order.completedAt),
            refundedAt: iso(order.refundedAt),
          },
          grants: links.own.map((grant) => adminGrant(grant, links, now)),
          artSentByHand: sentByHand,
          licence: await licenceForOwner(db, order.id),
          acceptance: adminAcceptance(await acceptanceOf(db, order.id)),
          dispute: dispute ? await adminDispute(db, order, dispute) : null,
          invoice: await orderDocuments(db, order.id),
          timeline: await orderTimeline(db, order, links, besideLinkNames(sentByHand, links)),
        };
      },
    );
  };
}
