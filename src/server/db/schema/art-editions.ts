/** The numbered pieces of a collection, each owned by the order it went to. */
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { artEditionSources } from '../column-values.ts';
import { createdAt, oneOf } from './columns.ts';
import { artCollections } from './art.ts';
import { orders } from './orders.ts';

/** One numbered piece of a collection, owned by the order it went to; its certificate's facts. */
export const artEditions = pgTable(
  'art_editions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => artCollections.id),
    editionNumber: integer('edition_number').notNull(),
    /** The collection's total supply when the edition was issued: "n of total". */
    editionOf: integer('edition_of').notNull(),
    /** Printed on the certificate; `/digital-collectibles/verify/{code}` confirms it. */
    verificationCode: text('verification_code').notNull().unique(),
    ownerEmail: text('owner_email').notNull(),
    source: text('source', { enum: artEditionSources }).notNull(),
    issuedAt: createdAt(),
  },
  (table) => [
    uniqueIndex('art_editions_order_collection_idx').on(table.orderId, table.collectionId),
    oneOf('art_editions_source_check', table.source, artEditionSources),
  ],
);

/**
 * An edition's delivery zip, built on first request and never changed: the first build recorded
 * wins, so every process serves the same bytes (the zip itself is in `file_blobs`).
 */
export const artEditionPackages = pgTable('art_edition_packages', {
  editionId: integer('edition_id')
    .primaryKey()
    .references(() => artEditions.id),
  sha256: text('sha256').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  /** The name the buyer's download is saved as: "nebula-genesis-3-of-10.zip". */
  fileName: text('file_name').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
