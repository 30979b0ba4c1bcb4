import { type SQL, sql } from 'drizzle-orm';
import type {
  CustomerListQuery,
  CustomerRow,
  CustomerSort,
  CustomerSortKey,
} from '../../shared/admin/customers.ts';
import type { Db } from '../db/client.ts';
import { contactMessages, customerTotals, orders } from '../db/schema.ts';
import { escapeLike, isoTime, rowsOf, whole } from './sql-rows.ts';

/** The orders a buyer paid for: the money came in, whatever happened to it since. */
export const PAID_STATUSES = sql.raw(`('completed', 'refunded', 'disputed')`);

/** The columns of `buyerTotals` each sort key orders by (fixed names, never the request's text). */
const sortColumns: Record<CustomerSortKey, string> = {
  email: 'email',
  orders: 'orders',
  totalPaidCents: 'total_paid_cents',
  refunds: 'refunds',
  firstPurchaseAt: 'first_purchase_at',
  lastPurchaseAt: 'last_purchase_at',
  messages: 'messages',
};

function orderBy(sort: CustomerSort): SQL {
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as CustomerSortKey;
  // The email breaks ties, so a page never repeats or skips a row of the one before it.
  return sql.raw(
    `${sortColumns[key]} ${descending ? 'desc' : 'asc'}${key === 'email' ? '' : ', email asc'}`,
  );
}

/**
 * One row per buyer (emails compared in lower case) of the paid orders that match `where`,
 * with the count of their contact messages: one aggregate over the orders, indexed on the
 * lower-cased email (one customer's page; the list reads `customer_totals`, the same sums kept
 * by migration 0025's triggers).
 */
function buyerTotals(where: SQL): SQL {
  return sql`
    with buyers as (
      select lower(${orders.email}) as email,
        count(*) as orders,
        coalesce(sum(${orders.amountCents} - ${orders.refundedCents})
          filter (where ${orders.status} = 'completed'), 0) as total_paid_cents,
        count(*) filter (where ${orders.refundedCents} > 0) as refunds,
        sum(${orders.refundedCents}) as refunded_cents,
        min(${orders.createdAt}) as first_purchase_at,
        max(${orders.createdAt}) as last_purchase_at
      from ${orders}
      where ${orders.status} in ${PAID_STATUSES} and ${where}
      group by lower(${orders.email})
    ),
    messages as (
      select lower(${contactMessages.email}) as email, count(*) as messages
      from ${contactMessages}
      group by lower(${contactMessages.email})
    )
    select buyers.*, coalesce(messages.messages, 0) as messages
    from buyers left join messages using (email)`;
}

interface BuyerRecord {
  email: string;
  orders: unknown;
  total_paid_cents: unknown;
  refunds: unknown;
  refunded_cents: unknown;
  first_purchase_at: unknown;
  last_purchase_at: unknown;
  messages: unknown;
}

const toCustomerRow = (row: BuyerRecord): CustomerRow => ({
  email: row.email,
  orders: whole(row.orders),
  totalPaidCents: whole(row.total_paid_cents),
  refunds: whole(row.refunds),
  refundedCents: whole(row.refunded_cents),
  firstPurchaseAt: isoTime(row.first_purchase_at),
  lastPurchaseAt: isoTime(row.last_purchase_at),
  messages: whole(row.messages),
});

/** The buyers `q` matches (part of the email, any case) in `customer_totals`. */
const matching = (q: string | undefined): SQL =>
  q
    ? sql`${customerTotals.orders} > 0
        and ${customerTotals.email} like ${`%${escapeLike(q.toLowerCase())}%`}`
    : sql`${customerTotals.orders} > 0`;

/**
 * A page of the customers list, as the route reads it: from `customer_totals`, which the database
 * keeps equal to `buyerTotals` over every order (indexed for the latest and the biggest buyers
 * first), so a page costs the same at any size of shop.
 */
export const customerPage = (query: CustomerListQuery): SQL =>
  sql`select * from ${customerTotals} where ${matching(query.q)}
    order by ${orderBy(query.sort)} limit ${query.limit} offset ${query.offset}`;

/** A page of buyers matching `q`, sorted, and how many match. */
export async function listCustomers(
  db: Db,
  query: CustomerListQuery,
): Promise<{ customers: CustomerRow[]; total: number }> {
  const rows = await rowsOf<BuyerRecord>(db, customerPage(query));
  // A page that is not full ends the list: the rows before it and on it are all there are.
  const total =
    rows.length < query.limit && (rows.length > 0 || query.offset === 0)
      ? query.offset + rows.length
      : whole(
          (
            await rowsOf<{ n: unknown }>(
              db,
              sql`select count(*) as n from ${customerTotals} where ${matching(query.q)}`,
            )
          )[0]?.n ?? 0,
        );
  return { customers: rows.map(toCustomerRow), total };
}

/** One buyer's row, or null when the address never paid for an order. */
export async function findCustomer(db: Db, email: string): Promise<CustomerRow | null> {
  const [row] = await rowsOf<BuyerRecord>(
    db,
    buyerTotals(sql`lower(${orders.email}) = ${email.toLowerCase()}`),
  );
  return row ? toCustomerRow(row) : null;
}
