/** Download grants, each counted download of one, and buyers' requests for fresh ones. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { artEditions } from './art-editions.ts';
import { orders } from './orders.ts';

/** The right to download a package a few times before a deadline; only a hash of its token. */
export const downloadGrants = pgTable(
  'download_grants',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    tokenHash: text('token_hash').notNull().unique(),
    /** The token sealed to the order's `grantSealKey`; only the order token opens it. */
    tokenSealed: text('token_sealed'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxDownloads: integer('max_downloads').notNull(),
    downloadsUsed: integer('downloads_used').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Art links serve this edition's package; bot links (null) serve the bot's current package. */
    artEditionId: integer('art_edition_id').references(() => artEditions.id),
    lastDownloadAt: timestamp('last_download_at', { withTimezone: true }),
    /** Set while the order's charge is disputed (DISPUTE_PAUSES_LINKS): the link waits. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  // An order's links: its page, its row in lists, and the sales funnel's "downloaded".
  (table) => [index('download_grants_order_idx').on(table.orderId)],
);

/** Each counted download of a grant, for the order's timeline. */
export const grantDownloads = pgTable(
  'grant_downloads',
  {
    id: serial('id').primaryKey(),
    grantId: integer('grant_id')
      .notNull()
      .references(() => downloadGrants.id),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** A coarse description of the client ("Chrome on Windows"), never the full user agent. */
    client: text('client').notNull(),
    /** The client's address (evidence for a dispute); null for downloads before it was kept. */
    address: text('address'),
    /**
     * The link's order, copied from it by the database (a trigger of migration 0025) so the sales
     * funnel finds the orders downloaded without reading every link.
     */
    orderId: integer('order_id'),
  },
  (table) => [index('grant_downloads_grant_idx').on(table.grantId)],
);

/**
 * "Find my purchase" requests that were mailed: each mail carries a single-use link to fresh
 * download links for every paid order of the address. Only the SHA-256 of the link's token is
 * kept. Asking changes nothing else; opening the link (used_at) replaces the address's links.
 * The rows of the last hour also count the mails an address got (at most a few an hour).
 */
export const purchaseRecoveries = pgTable(
  'purchase_recoveries',
  {
    id: serial('id').primaryKey(),
    /** The address asked for, lower-case, as it is counted and matched to orders. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('purchase_recoveries_email_idx').on(table.email, table.createdAt)],
);
