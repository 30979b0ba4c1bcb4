/** The customers list's figures, one row per address, kept by the database itself. */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each address's paid orders and contact messages, added up (docs/customers-and-sales.md): the
 * customers list reads a page of it instead of grouping every order. A trigger on `orders`
 * (migration 0026) recounts an address's row in the transaction that changes its rows, after
 * locking it, so two transactions on one address recount one after the other; one on
 * `contact_messages` (0027) adds or takes off one message per row.
 * Addresses compare in lower case; rows with no paid order (messages only) are not buyers.
 */
export const customerTotals = pgTable(
  'customer_totals',
  {
    /** Lower case. */
    email: text('email').primaryKey(),
    orders: integer('orders').notNull().default(0),
    totalPaidCents: bigint('total_paid_cents', { mode: 'number' }).notNull().default(0),
    refunds: integer('refunds').notNull().default(0),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    firstPurchaseAt: timestamp('first_purchase_at', { withTimezone: true }),
    lastPurchaseAt: timestamp('last_purchase_at', { withTimezone: true }),
    messages: integer('messages').notNull().default(0),
  },
  (table) => [
    // The list's default order (latest buyers first) and its biggest buyers, a page at a time.
    index('customer_totals_last_purchase_idx')
      .on(table.lastPurchaseAt.desc().nullsFirst(), table.email)
      .where(sql`${table.orders} > 0`),
    index('customer_totals_total_paid_idx')
      .on(table.totalPaidCents.desc().nullsFirst(), table.email)
      .where(sql`${table.orders} > 0`),
  ],
);
