/** Mail waiting to be sent (the outbox). */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { outboxStatuses } from '../../../shared/admin/mail.ts';
import { createdAt, oneOf } from './columns.ts';
import { orders } from './orders.ts';

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
     * Header fields of the mail's own beyond the usual ones: update mail's one-click unsubscribe
     * (List-Unsubscribe, List-Unsubscribe-Post). Blanked with the bodies once sent.
     */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /**
     * pending until a transport accepted it, then sent (the HTML blanked and the text kept with
     * its links' secrets hidden: the link is in the buyer's mailbox, not here); failed after the
     * last attempt, until retried.
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
    /**
     * When the retention period (the mail screen's setting) ran out and the subject and kept
     * text were erased, leaving who, when and what kind.
     */
    contentErasedAt: timestamp('content_erased_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('outbox_sent_idx').on(table.sentAt),
    // A customer's page lists the mail sent to the address.
    index('outbox_to_address_lower_idx').on(sql`lower(${table.toAddress})`),
    oneOf('outbox_status_check', table.status, outboxStatuses),
  ],
);
