/**
 * The shop's one database schema (PostgreSQL dialect, used by PGlite and PostgreSQL alike).
 * Change it, then run `npm run db:generate` to write the SQL migration that start-up applies.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { outboxStatuses } from '../../shared/admin/mail.ts';
import { artRarities, artStatuses } from '../../shared/art.ts';
import { orderStatuses, paymentProviderNames } from '../../shared/checkout.ts';
import {
  artEditionSources,
  artHoldStates,
  artMediaKinds,
  storedEventOutcomes,
  testIntentStatuses,
} from './column-values.ts';

export { fileBlobChunks, fileBlobs } from './file-blob-tables.ts';

/**
 * The database refuses a value outside the list the column's type is made from (a null passes:
 * nullable columns say so themselves). The values are the code's own constants, never input.
 */
const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`);

const createdAt = () =>
  timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`);

/** Facts about this installation, such as the download package currently on sale. */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/**
 * A purchase. Customers know it only by its public token, of which just the SHA-256 is kept, so
 * a copy of the database alone opens no order.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    product: text('product').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    provider: text('provider', { enum: paymentProviderNames }).notNull(),
    providerIntentId: text('provider_intent_id').unique(),
    /**
     * Public half of a key derived from the order token: download tokens are sealed to it, so
     * the thank-you page (which holds the token) can show the link and a database copy cannot.
     */
    grantSealKey: text('grant_seal_key'),
    failureMessage: text('failure_message'),
    /** How it was paid, as far as the provider tells ("Visa ending 4242"), for the receipt. */
    paymentMethod: text('payment_method'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** For art: the collection bought. Its unit is held while the payment is open. */
    artCollectionId: integer('art_collection_id').references(() => artCollections.id),
    holdState: text('hold_state', { enum: artHoldStates }),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_email_idx').on(table.email),
    index('orders_status_idx').on(table.status),
    index('orders_hold_idx').on(table.holdState, table.holdExpiresAt),
    oneOf('orders_status_check', table.status, orderStatuses),
    oneOf('orders_provider_check', table.provider, paymentProviderNames),
    oneOf('orders_hold_state_check', table.holdState, artHoldStates),
  ],
);

/** The right to download a package a few times before a deadline; only a hash of its token. */
export const downloadGrants = pgTable('download_grants', {
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
  createdAt: createdAt(),
});

/** Every payment provider event already acted on, so a replay changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    provider: text('provider', { enum: paymentProviderNames }).notNull(),
    type: text('type').notNull(),
    intentId: text('intent_id').notNull(),
    /** What the shop did with it; `unmatched` events need the owner's eye. */
    outcome: text('outcome', { enum: storedEventOutcomes }),
    /** Why an event was unmatched, in words for the owner. */
    detail: text('detail'),
    receivedAt: timestamp('received_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    oneOf('payment_events_provider_check', table.provider, paymentProviderNames),
    oneOf('payment_events_outcome_check', table.outcome, storedEventOutcomes),
  ],
);

/** Mail waiting to be sent, written in the same transaction as the change that causes it. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    /** Where a reply goes: support for the shop's mail to buyers, the visitor for contact mail. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /**
     * pending until a transport accepted it, then sent (bodies blanked: the link is in the
     * buyer's mailbox, not kept here); failed after the last attempt, until retried.
     */
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    lastError: text('last_error'),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    oneOf('outbox_status_check', table.status, outboxStatuses),
  ],
);

/** Files that make up the bot's download package when active. */
export const productFiles = pgTable('product_files', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Where the file was kept in DATA_DIR before files were shared (0007); null since. */
  storedName: text('stored_name').unique(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  isActive: boolean('is_active').notNull().default(false),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

/** The built-in test payment provider's intents (never used with real money). */
export const testPaymentIntents = pgTable(
  'test_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecretHash: text('client_secret_hash').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: testIntentStatuses }).notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (table) => [oneOf('test_payment_intents_status_check', table.status, testIntentStatuses)],
);

/** A message sent with the contact form; staff mark it responded. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    responded: boolean('responded').notNull().default(false),
    createdAt: createdAt(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/** Staff who sign in at /admin/login; only an argon2id hash of the password is kept. */
export const adminUsers = pgTable('admin_users', {
  id: serial('id').primaryKey(),
  /** Stored lower-case: one account per mailbox, however it is typed. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

/** A signed-in admin. The cookie holds the token; only its SHA-256 is kept here. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => adminUsers.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** The absolute end, however active the admin is. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('admin_sessions_admin_idx').on(table.adminId)],
);

/**
 * Failed sign-ins, counted per account and per client to slow password guessing. Kept in the
 * database so every server process counts the same attempts.
 */
export const adminLoginFailures = pgTable(
  'admin_login_failures',
  {
    id: serial('id').primaryKey(),
    /** `account:<sha256 of the email>` or `client:<ip>`. */
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('admin_login_failures_key_idx').on(table.key, table.failedAt)],
);

/** Every change an admin made: who, what, which record, when. */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null for changes made from the command line. */
    adminId: integer('admin_id').references(() => adminUsers.id),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>(),
    createdAt: createdAt(),
  },
  (table) => [index('admin_audit_log_created_idx').on(table.createdAt)],
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
  },
  (table) => [index('grant_downloads_grant_idx').on(table.grantId)],
);

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

/** A resized web copy of an image: its bytes are the stored file (`file_blobs`) of this hash. */
export interface ArtMediaVariant {
  width: number;
  height: number;
  sha256: string;
  mimeType: string;
}

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
