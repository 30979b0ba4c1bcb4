import { and, count, desc, eq, gte, like, lt, type SQL, sql } from 'drizzle-orm';
import type { OrderSearchQuery } from '../../shared/admin/orders.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import type { Order } from '../orders/order-repository.ts';

const REFERENCE = /^CM-?([0-9A-F]{1,10})$/i;

/** `%` and `_` typed by the admin are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The start of a day (plus some days) in the owner's time zone, whatever the database session's:
 * the days the sales figures count in, so a day's orders here are that day's sales there.
 */
const midnight = (day: string, plusDays: number, timeZone: string) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${timeZone})`;

/** The filter of an order search: an email or a reference, a status, a range of the owner's days. */
function searchCondition(
  query: Omit<OrderSearchQuery, 'limit' | 'offset'>,
  timeZone: string,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.q) {
    // A reference is the start of the token hash, so it is matched as a prefix of it. Part of an
    // address is matched in lower case, as ILIKE would, in the form the trigram index answers.
    const reference = REFERENCE.exec(query.q);
    conditions.push(
      reference?.[1]
        ? like(orders.tokenHash, `${reference[1].toLowerCase()}%`)
        : sql`lower(${orders.email}) like lower(${`%${escapeLike(query.q)}%`})`,
    );
  }
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.from) conditions.push(gte(orders.createdAt, midnight(query.from, 0, timeZone)));
  if (query.to) conditions.push(lt(orders.createdAt, midnight(query.to, 1, timeZone)));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** The page of orders a search shows, newest first: the query itself, as the route runs it. */
export function orderSearchPage(db: Db, query: OrderSearchQuery, timeZone = 'UTC') {
  return db
    .select()
    .from(orders)
    .where(searchCondition(query, timeZone))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit)
    .offset(query.offset);
}

export async function searchOrders(
  db: Db,
  query: OrderSearchQuery,
  /** The owner's time zone (SHOP_TIME_ZONE): `from` and `to` are its days. */
  timeZone = 'UTC',
): Promise<{ orders: Order[]; total: number }> {
  const found = await orderSearchPage(db, query, timeZone);
  const [total] = await db
    .select({ n: count() })
    .from(orders)
    .where(searchCondition(query, timeZone));
  return { orders: found, total: total?.n ?? 0 };
}
