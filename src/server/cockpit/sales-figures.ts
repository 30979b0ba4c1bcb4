import { type SQL, sql } from 'drizzle-orm';
import type {
  DiscountCodeUse,
  SalesFunnel,
  SalesInterval,
  SalesPeriod,
  TopArtPiece,
} from '../../shared/admin/sales.ts';
import { SALES_TOP_LIMIT } from '../../shared/admin/sales.ts';
import type { Db } from '../db/client.ts';
import {
  artCollections,
  downloadGrants,
  grantDownloads,
  licenceMachines,
  licences,
  orders,
} from '../db/schema.ts';
import { ART_PRODUCT, botProduct } from '../orders/catalog.ts';
import { PAID_STATUSES } from './customer-list.ts';
import { rowsOf, whole } from './sql-rows.ts';

/** Days of the owner's calendar, `from` and `to` included, and the zone that calendar is in. */
export interface SalesRange {
  from: string;
  to: string;
  timeZone: string;
}

/**
 * Orders whose checkout started within the range: from the start of `from` to the start of the
 * day after `to`, both in the owner's zone. The bounds are constants, so the index on
 * `orders.created_at` finds the rows.
 */
function inRange({ from, to, timeZone }: SalesRange): SQL {
  return sql`${orders.createdAt} >= (${from}::date::timestamp at time zone ${timeZone})
    and ${orders.createdAt} < ((${to}::date + 1)::timestamp at time zone ${timeZone})`;
}

const netCents = sql`${orders.amountCents} - ${orders.refundedCents}`;
const completed = sql`${orders.status} = 'completed'`;

/** Today in the owner's time zone, as the database's clock has it. */
export async function todayIn(db: Db, timeZone: string): Promise<string> {
  const [row] = await rowsOf<{ today: string }>(
    db,
    sql`select to_char(now() at time zone ${timeZone}, 'YYYY-MM-DD') as today`,
  );
  if (!row) throw new Error('the database did not tell the time');
  return row.today;
}

/** One aggregate over the range's orders, grouped by period (periods without orders are absent). */
export async function salesSeries(
  db: Db,
  range: SalesRange,
  interval: SalesInterval,
): Promise<SalesPeriod[]> {
  // The interval is one of three fixed words (validated), so it is written into the query as is.
  const unit = sql.raw(`'${interval}'`);
  const bot = sql`${orders.product} = ${botProduct.id}`;
  const art = sql`${orders.product} = ${ART_PRODUCT}`;
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select
        to_char(date_trunc(${unit}, ${orders.createdAt} at time zone ${range.timeZone}), 'YYYY-MM-DD') as period,
        sum(${netCents}) filter (where ${completed}) as revenue,
        sum(${netCents}) filter (where ${completed} and ${bot}) as bot_revenue,
        sum(${netCents}) filter (where ${completed} and ${art}) as art_revenue,
        count(*) filter (where ${completed}) as orders,
        count(*) filter (where ${completed} and ${bot}) as bot_orders,
        count(*) filter (where ${completed} and ${art}) as art_orders,
        sum(${orders.refundedCents}) as refunds,
        count(*) filter (where ${orders.status} = 'refunded') as refunded_orders,
        sum(${orders.discountCents}) filter (where ${completed}) as discount,
        count(*) filter (where ${completed} and ${orders.discountCents} > 0) as discounted_orders
      from ${orders}
      where ${inRange(range)}
      group by 1
      order by 1`,
  );
  return rows.map((row) => ({
    period: String(row.period),
    revenueCents: whole(row.revenue),
    botRevenueCents: whole(row.bot_revenue),
    artRevenueCents: whole(row.art_revenue),
    orders: whole(row.orders),
    botOrders: whole(row.bot_orders),
    artOrders: whole(row.art_orders),
    refundsCents: whole(row.refunds),
    refundedOrders: whole(row.refunded_orders),
    discountCents: whole(row.discount),
    discountedOrders: whole(row.discounted_orders),
  }));
}

/** Checkout → paid → downloaded → activated, for the range's orders: one query. */
export async function salesFunnel(db: Db, range: SalesRange): Promise<SalesFunnel> {
  const paid = sql`${orders.status} in ${PAID_STATUSES}`;
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select
        count(*) as started,
        count(*) filter (where ${paid}) as paid,
        count(*) filter (where ${paid} and exists (
          select 1 from ${downloadGrants}
          join ${grantDownloads} on ${grantDownloads.grantId} = ${downloadGrants.id}
          where ${downloadGrants.orderId} = ${orders.id})) as downloaded,
        count(*) filter (where ${paid} and ${orders.product} = ${botProduct.id} and exists (
          select 1 from ${licences}
          join ${licenceMachines} on ${licenceMachines.licenceId} = ${licences.id}
          where ${licences.orderId} = ${orders.id})) as activated
      from ${orders}
      where ${inRange(range)}`,
  );
  return {
    checkoutsStarted: whole(row?.started ?? 0),
    paid: whole(row?.paid ?? 0),
    downloaded: whole(row?.downloaded ?? 0),
    activated: whole(row?.activated ?? 0),
  };
}

/** The art pieces whose completed orders in the range brought in most: one query. */
export async function topArtPieces(db: Db, range: SalesRange): Promise<TopArtPiece[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${orders.artCollectionId} as id, ${artCollections.name} as name,
        count(*) as orders, sum(${netCents}) as revenue
      from ${orders}
      join ${artCollections} on ${artCollections.id} = ${orders.artCollectionId}
      where ${inRange(range)} and ${completed} and ${orders.product} = ${ART_PRODUCT}
      group by 1, 2
      order by 4 desc, 3 desc, 1
      limit ${SALES_TOP_LIMIT}`,
  );
  return rows.map((row) => ({
    artCollectionId: whole(row.id),
    name: String(row.name),
    orders: whole(row.orders),
    revenueCents: whole(row.revenue),
  }));
}

/** The discount codes most used on completed orders in the range: one query. */
export async function discountCodeUse(db: Db, range: SalesRange): Promise<DiscountCodeUse[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${orders.discountCode} as code, count(*) as orders,
        sum(${orders.discountCents}) as discount, sum(${netCents}) as revenue
      from ${orders}
      where ${inRange(range)} and ${completed} and ${orders.discountCode} is not null
      group by 1
      order by 2 desc, 3 desc, 1
      limit ${SALES_TOP_LIMIT}`,
  );
  return rows.map((row) => ({
    code: String(row.code),
    orders: whole(row.orders),
    discountCents: whole(row.discount),
    revenueCents: whole(row.revenue),
  }));
}
