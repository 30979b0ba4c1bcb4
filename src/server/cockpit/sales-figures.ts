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
import { artCollections, grantDownloads, licenceMachines, orders } from '../db/schema.ts';
import { ART_PRODUCT, botProduct } from '../orders/catalog.ts';
import { PAID_STATUSES } from './customer-list.ts';
import { noSales } from './sales-zero.ts';
import { rowsOf, whole } from './sql-rows.ts';
import { orderRevenueCents } from '../orders/revenue-sql.ts';

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

// Net of refunds and of tax, as the dashboard counts (orders/revenue-sql.ts).
const netCents = orderRevenueCents;
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

/**
 * One aggregate over the range's orders, grouped by period, product and status: few
 * expressions per row (the time zone's arithmetic once), folded into the periods here.
 * Periods without orders are absent.
 */
export async function salesSeries(
  db: Db,
  range: SalesRange,
  interval: SalesInterval,
): Promise<SalesPeriod[]> {
  // The interval is one of three fixed words (validated), so it is written into the query as is.
  const unit = sql.raw(`'${interval}'`);
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select to_char(period, 'YYYY-MM-DD') as period, product, status, orders, net, refunded,
        discount, discounted
      from (
        select date_trunc(${unit}, ${orders.createdAt} at time zone ${range.timeZone}) as period,
          ${orders.product} as product, ${orders.status} as status, count(*) as orders,
          sum(${netCents}) as net, sum(${orders.refundedCents}) as refunded,
          sum(${orders.discountCents}) as discount,
          count(*) filter (where ${orders.discountCents} > 0) as discounted
        from ${orders}
        where ${inRange(range)}
        group by 1, 2, 3
      ) as groups
      order by 1`,
  );
  const periods = new Map<string, SalesPeriod>();
  for (const row of rows) {
    const key = String(row.period);
    const period = periods.get(key) ?? { ...noSales(), period: key };
    periods.set(key, period);
    period.refundsCents += whole(row.refunded);
    if (row.status === 'refunded') period.refundedOrders += whole(row.orders);
    if (row.status !== 'completed') continue;
    const net = whole(row.net);
    const count = whole(row.orders);
    period.revenueCents += net;
    period.orders += count;
    period.discountCents += whole(row.discount);
    period.discountedOrders += whole(row.discounted);
    if (row.product === botProduct.id) {
      period.botRevenueCents += net;
      period.botOrders += count;
    } else if (row.product === ART_PRODUCT) {
      period.artRevenueCents += net;
      period.artOrders += count;
    }
  }
  return [...periods.values()];
}

/**
 * Checkout → paid → downloaded → activated, for the range's orders: one pass over them, each
 * looked up in the set of orders downloaded and the set of orders activated, each set read once
 * from the downloads and the machines alone (they carry their order, `order_id`; joining every
 * link and licence to find it cost more than the rest of the query).
 */
export async function salesFunnel(db: Db, range: SalesRange): Promise<SalesFunnel> {
  const paid = sql`${orders.status} in ${PAID_STATUSES}`;
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select
        count(*) as started,
        count(*) filter (where ${paid}) as paid,
        count(*) filter (where ${paid}
          and ${orders.id} in (select ${grantDownloads.orderId} from ${grantDownloads})) as downloaded,
        count(*) filter (where ${paid} and ${orders.product} = ${botProduct.id}
          and ${orders.id} in (select ${licenceMachines.orderId} from ${licenceMachines})) as activated
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
