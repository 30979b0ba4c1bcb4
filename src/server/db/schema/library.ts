/** The buyer's library: its sign-in links and its sessions. */
import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Sign-in links mailed to an address that bought something: single use, short-lived, only the
 * SHA-256 of the link's token kept. The rows of the last hour also count the mails an address got.
 */
export const librarySignIns = pgTable(
  'library_sign_ins',
  {
    id: serial('id').primaryKey(),
    /** The address asked for, lower-case, as it is counted and matched to orders. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('library_sign_ins_email_idx').on(table.email, table.createdAt)],
);

/**
 * A buyer's library session, apart from the admin's: the cookie holds a random token, the row
 * its SHA-256. It opens the purchases of one address only.
 */
export const librarySessions = pgTable('library_sessions', {
  id: serial('id').primaryKey(),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});
