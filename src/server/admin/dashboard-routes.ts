import { and, count, desc, eq, sql, sum } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminOverviewSchema } from '../../shared/admin/overview.ts';
import { PurchasesDashboardSchema, PurchasesQuerySchema } from '../../shared/admin/purchases.ts';
import { isPurchaseIssue } from '../../shared/admin/purchase-rules.ts';
import type { PaymentProviderName } from '../../shared/checkout.ts';
import type { Db } from '../db/client.ts';
import { contactMessages, orders, productFiles } from '../db/schema.ts';
import { licenceCounts } from '../licences/licence-counts.ts';
import { ART_PRODUCT, botProduct } from '../orders/catalog.ts';
import { openDisputes } from './open-disputes.ts';
import { currentGrants, toOrderRows } from './order-rows.ts';
import { ordersWithFailedMail, purchaseIssueFacts } from './purchase-issues.ts';
import { apiPaths } from '../../shared/api-paths.ts';
import { orderRevenueCents } from '../orders/revenue-sql.ts';

/**
 * What completed orders brought in, net of their partial refunds (refunded orders bring none)
 * and of tax (orders/revenue-sql.ts).
 */
async function revenueCents(db: Db): Promise<number> {
  const [row] = await db
    .select({
      cents: sum(sql<number>`${orderRevenueCents}`),
    })
    .from(orders)
    .where(eq(orders.status, 'completed'));
  return Number(row?.cents ?? 0);
}

/** What discount codes took off paid orders (their revenue is already after it). */
async function discountFigures(db: Db) {
  const [row] = await db
    .select({
      discountedSales: count(sql`case when ${orders.discountCents} > 0 then 1 end`),
      discountCents: sum(orders.discountCents),
    })
    .from(orders)
    .where(eq(orders.status, 'completed'));
  return {
    discountedSales: row?.discountedSales ?? 0,
    discountCents: Number(row?.discountCents ?? 0),
  };
}

/** Counts the orders that need the owner, with the same rule the rows use. */
async function issueCount(db: Db): Promise<number> {
  const all = await db
    .select({ id: orders.id, status: orders.status, holdState: orders.holdState })
    .from(orders);
  const ids = all.map((order) => order.id);
  const grants = await currentGrants(db, ids);
  const failedMail = await ordersWithFailedMail(db, ids);
  const now = new Date();
  return all.filter((order) =>
    isPurchaseIssue(purchaseIssueFacts(order, grants.get(order.id), failedMail.has(order.id), now)),
  ).length;
}

/** The figures of /admin (overview) and /admin/dashboard (purchases). */
export function dashboardRoutes(deps: {
  db: Db;
  /** The payment provider the shop uses now: refunds go through it. */
  provider: PaymentProviderName;
}): FastifyPluginAsyncZod {
  const { db, provider } = deps;
  return async (app) => {
    app.get(
      apiPaths.adminOverview,
      { schema: { response: { 200: AdminOverviewSchema } } },
      async () => {
        const [orderCounts] = await db
          .select({
            all: count(),
            completed: count(sql`case when ${orders.status} = 'completed' then 1 end`),
          })
          .from(orders);
        const [fileCounts] = await db
          .select({
            all: count(),
            active: count(sql`case when ${productFiles.isActive} then 1 end`),
          })
          .from(productFiles);
        const [messageCounts] = await db
          .select({
            all: count(),
            pending: count(sql`case when not ${contactMessages.responded} then 1 end`),
          })
          .from(contactMessages);
        return {
          counts: {
            orders: orderCounts?.all ?? 0,
            completedOrders: orderCounts?.completed ?? 0,
            productFiles: fileCounts?.all ?? 0,
            activeProductFiles: fileCounts?.active ?? 0,
            messages: messageCounts?.all ?? 0,
            pendingMessages: messageCounts?.pending ?? 0,
          },
          revenueCents: await revenueCents(db),
          productPriceCents: botProduct.priceCents,
          currency: botProduct.currency,
        };
      },
    );

    app.get(
      apiPaths.adminPurchases,
      {
        schema: { querystring: PurchasesQuerySchema, response: { 200: PurchasesDashboardSchema } },
      },
      async (request) => {
        const latestOf = (product: string) =>
          db
            .select()
            .from(orders)
            .where(eq(orders.product, product))
            .orderBy(desc(orders.createdAt), desc(orders.id))
            .limit(request.query.limit);
        const salesOf = async (product: string) => {
          const [sales] = await db
            .select({ n: count() })
            .from(orders)
            .where(and(eq(orders.status, 'completed'), eq(orders.product, product)));
          return sales?.n ?? 0;
        };
        return {
          cards: {
            totalRevenueCents: await revenueCents(db),
            algorithmSales: await salesOf(botProduct.id),
            artSales: await salesOf(ART_PRODUCT),
            issues: await issueCount(db),
            ...(await licenceCounts(db)),
            ...(await discountFigures(db)),
          },
          currency: botProduct.currency,
          algorithmPurchases: await toOrderRows(db, await latestOf(botProduct.id), provider),
          artPurchases: await toOrderRows(db, await latestOf(ART_PRODUCT), provider),
          disputes: await openDisputes(db),
        };
      },
    );
  };
}
