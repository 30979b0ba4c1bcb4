/** The installation itself, the bot's download package and messages sent with the contact form. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Facts about this installation, such as the download package currently on sale. */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

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
    /** The outbox row of the visitor's acknowledgement; null for messages from before 0022. */
    acknowledgementOutboxId: integer('acknowledgement_outbox_id'),
  },
  (table) => [
    index('contact_messages_created_idx').on(table.createdAt),
    // A customer's messages, and the customers list's message counts.
    index('contact_messages_email_lower_idx').on(sql`lower(${table.email})`),
  ],
);
