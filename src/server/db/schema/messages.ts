/** Staff replies to contact messages, and the saved answers they start from. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { outbox } from './mail.ts';
import { contactMessages } from './shop.ts';

/** One reply sent from the shop to a contact message; the mail itself goes through the outbox. */
export const messageReplies = pgTable(
  'message_replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id),
    body: text('body').notNull(),
    /** The signed-in staff member's email when it was sent. */
    sentBy: text('sent_by').notNull(),
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => outbox.id),
    createdAt: createdAt(),
  },
  (table) => [index('message_replies_message_idx').on(table.messageId)],
);

/** An answer to a common question, picked on a message's page to start a reply. */
export const savedAnswers = pgTable('saved_answers', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
  body: text('body').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
