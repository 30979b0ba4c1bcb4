/** Invoices, credit notes, the counters that number them, and the buyer's billing details. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { numberedDocumentKinds } from '../column-values.ts';
import { createdAt, oneOf } from './columns.ts';
import { orders } from './orders.ts';

/**
 * The last number given to each kind of document. A number is taken with one
 * `UPDATE … SET last_number = last_number + 1 RETURNING` in the transaction that issues the
 * document: the row stays locked until that transaction ends, and a rollback gives the number
 * back, so the sequence has no gaps (a PostgreSQL SEQUENCE would leave one on every rollback).
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind', { enum: numberedDocumentKinds }).primaryKey(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (table) => [oneOf('document_counters_kind_check', table.kind, numberedDocumentKinds)],
);

/** One invoice per paid order, issued in the transaction that completes it; never reused. */
export const invoices = pgTable(
  'invoices',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    number: integer('number').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('invoices_issued_idx').on(table.issuedAt)],
);

/**
 * A credit note cancels (part of) an invoice when money goes back: one per refund. `refundKey`
 * names the refund it stands for (`order:{id}` for a whole refund; a refund record's key once
 * refunds are recorded one by one), so the same refund never gets two.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    number: integer('number').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    invoiceNumber: integer('invoice_number')
      .notNull()
      .references(() => invoices.number),
    amountCents: integer('amount_cents').notNull(),
    refundKey: text('refund_key').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    index('credit_notes_order_idx').on(table.orderId),
    index('credit_notes_issued_idx').on(table.issuedAt),
  ],
);

/** What a buyer added for their invoice; the PDF reads it when it is downloaded. */
export const billingDetails = pgTable('billing_details', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  name: text('name'),
  company: text('company'),
  address: text('address'),
  vatNumber: text('vat_number'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});
