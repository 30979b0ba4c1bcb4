/** Digital collectibles: the artwork files, the collections and their numbered editions. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { artRarities, artStatuses } from '../../../shared/art.ts';
import { artMediaKinds } from '../column-values.ts';
import { createdAt, oneOf } from './columns.ts';

/** A resized web copy of an image: its bytes are the stored file (`file_blobs`) of this hash. */
export interface ArtMediaVariant {
  width: number;
  height: number;
  sha256: string;
  mimeType: string;
}

/**
 * An uploaded artwork file (image or video), stored under a generated name. Images also have
 * resized copies for the gallery; the original goes into the buyer's package.
 */
export const artMedia = pgTable(
  'art_media',
  {
    id: serial('id').primaryKey(),
    /** Random and unguessable: the only name the outside world sees (`/media/art/{publicId}`). */
    publicId: text('public_id').notNull().unique(),
    kind: text('kind', { enum: artMediaKinds }).notNull(),
    mimeType: text('mime_type').notNull(),
    /** Where the file was kept in DATA_DIR before files were shared (0007); null since. */
    storedName: text('stored_name').unique(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Resized copies of an image, smallest first. */
    variants: jsonb('variants')
      .$type<ArtMediaVariant[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [oneOf('art_media_kind_check', table.kind, artMediaKinds)],
);

/**
 * A collection of limited art pieces. `remainingSupply` counts unsold units, `heldCount` those of
 * them set aside for buyers whose payment is still open: only `remainingSupply - heldCount` can be
 * started. Both change only in conditional UPDATEs, so supply never goes below zero.
 */
export const artCollections = pgTable(
  'art_collections',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /**
     * The piece's page, `/digital-collectibles/{slug}`: made from the name when the collection is
     * created and kept on rename, so shared links keep working. The random default only covers
     * rows written without one (the shop always writes it).
     */
    slug: text('slug')
      .notNull()
      .unique()
      .default(sql`'piece-' || substr(md5(random()::text), 1, 12)`),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    totalSupply: integer('total_supply').notNull(),
    remainingSupply: integer('remaining_supply').notNull(),
    heldCount: integer('held_count').notNull().default(0),
    /** Editions handed out so far; the next buyer gets edition `editionsIssued + 1`. */
    editionsIssued: integer('editions_issued').notNull().default(0),
    imageMediaId: integer('image_media_id').references(() => artMedia.id),
    youtubeUrl: text('youtube_url'),
    rarity: text('rarity', { enum: artRarities }).notNull().default('common'),
    /** The owner's hand-set status; null: the status follows supply. */
    statusOverride: text('status_override', { enum: artStatuses }),
    /** At or below this many remaining, the status is almost-gone. */
    almostGoneAt: integer('almost_gone_at').notNull().default(3),
    hidden: boolean('hidden').notNull().default(false),
    /** The project's own sample pieces, marked as such until the owner replaces them. */
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** Deleted by the owner: gone from the store and the admin, kept for the orders that name it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // The database itself refuses an oversold or impossible supply, whatever the code does.
    check(
      'art_collections_supply_check',
      sql`${table.heldCount} >= 0 and ${table.heldCount} <= ${table.remainingSupply} and ${table.remainingSupply} <= ${table.totalSupply}`,
    ),
    oneOf('art_collections_rarity_check', table.rarity, artRarities),
    oneOf('art_collections_status_override_check', table.statusOverride, artStatuses),
  ],
);
