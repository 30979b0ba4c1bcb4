/**
 * The shop's one database schema (PostgreSQL dialect, used by PGlite and PostgreSQL alike).
 * Change it, then run `npm run db:generate` to write the SQL migration that start-up applies.
 */
import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Facts about this installation (schema version notes, one-time set-up markers). */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
