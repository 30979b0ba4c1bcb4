/** What a buyer accepted before paying: the evidence a chargeback answer cites. */
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { orders } from './orders.ts';

/**
 * One row per order, written in the transaction that opens it. Versions are short SHA-256
 * hashes of the texts as built: the disclaimer's and the licence's for the bot, the usage
 * rights' for an art piece. Orders from before this table have no row.
 */
export const orderAcceptances = pgTable(
  'order_acceptances',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    disclaimerVersion: text('disclaimer_version'),
    licenceVersion: text('licence_version'),
    usageRightsVersion: text('usage_rights_version'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    clientAddress: text('client_address').notNull(),
    /** Cut to USER_AGENT_MAX_LENGTH characters; empty when the browser sent none. */
    userAgent: text('user_agent').notNull(),
  },
  (table) => [
    // A record that names no text would prove nothing.
    check(
      'order_acceptances_names_a_text',
      sql`${table.disclaimerVersion} is not null or ${table.usageRightsVersion} is not null`,
    ),
  ],
);
