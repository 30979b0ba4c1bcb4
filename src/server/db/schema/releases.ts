/** Releases of the bot (version, channel, changelog, zip) and short-lived links to their zips. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { releaseChannels, releaseDownloadPurposes } from '../../../shared/releases.ts';
import { createdAt, oneOf } from './columns.ts';
import { licences } from './licences.ts';
import { orders } from './orders.ts';

/** Where a release's zip came from: the product files, an uploaded zip, or the 0014 backfill. */
export const releaseSources = ['package', 'upload', 'migration'] as const;

/**
 * A published version of the bot. Its zip is a file in the shared file store, named there by its
 * SHA-256 (the store is content-addressed, so `sha256` is also the file's store name); the bytes a
 * release link serves are exactly those, so the update check's `sha256` is the served file's.
 * New buyers get the highest stable version. A version is published once per channel.
 */
export const releases = pgTable(
  'releases',
  {
    id: serial('id').primaryKey(),
    version: text('version').notNull(),
    channel: text('channel', { enum: releaseChannels }).notNull(),
    changelog: text('changelog').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    source: text('source', { enum: releaseSources }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** The owner's email; null for the first release the migration made from the package. */
    publishedBy: text('published_by'),
  },
  (table) => [
    unique('releases_version_channel_unique').on(table.version, table.channel),
    oneOf('releases_channel_check', table.channel, releaseChannels),
    oneOf('releases_source_check', table.source, releaseSources),
  ],
);

/**
 * A short-lived link to one release's zip, for the bot's update check or the buyer's library.
 * Counted apart from the receipt's download grant; only the SHA-256 of its token is kept.
 */
export const releaseDownloadLinks = pgTable(
  'release_download_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    releaseId: integer('release_id')
      .notNull()
      .references(() => releases.id),
    licenceId: integer('licence_id').references(() => licences.id),
    orderId: integer('order_id').references(() => orders.id),
    purpose: text('purpose', { enum: releaseDownloadPurposes }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    uses: integer('uses').notNull().default(0),
    maxUses: integer('max_uses').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('release_download_links_licence_idx').on(table.licenceId, table.createdAt),
    index('release_download_links_order_idx').on(table.orderId, table.createdAt),
    oneOf('release_download_links_purpose_check', table.purpose, releaseDownloadPurposes),
  ],
);
