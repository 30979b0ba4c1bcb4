import { sql } from 'drizzle-orm';
import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Every stored file's bytes, once per content (uploads, built packages, artwork and its web
 * copies), so every server process reads the same bytes (decision 0010). A row here is written
 * last, once all its chunks are in: it is what says the file is complete.
 */
export const fileBlobs = pgTable('file_blobs', {
  sha256: text('sha256').primaryKey(),
  sizeBytes: integer('size_bytes').notNull(),
  chunkCount: integer('chunk_count').notNull(),
  /** Set again whenever the file is stored anew, so a sweep spares what was just written. */
  storedAt: timestamp('stored_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/** A file's bytes in pieces of at most 1 MiB, so no query holds a whole upload in memory. */
export const fileBlobChunks = pgTable(
  'file_blob_chunks',
  {
    sha256: text('sha256').notNull(),
    position: integer('position').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [primaryKey({ columns: [table.sha256, table.position] })],
);
