/** Tax charged with Stripe Tax (TAX_MODE=stripe), and its record at Stripe (docs/tax.md). */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { orders } from './orders.ts';
import { refunds } from './refunds.ts';

/** When a call to Stripe Tax that failed is tried again, and why it failed last. */
const retryColumns = () => ({
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
  lastError: text('last_error'),
});

/**
 * Where the buyer of a taxed order is and what Stripe Tax computed for it (the amount itself is
 * `orders.tax_cents`). Once the order is paid, the calculation becomes a tax transaction at
 * Stripe (`transaction_id`); a failed attempt is retried, so a paid order is always reported.
 */
export const orderTaxes = pgTable('order_taxes', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  country: text('country').notNull(),
  postalCode: text('postal_code'),
  vatNumber: text('vat_number'),
  reverseCharge: boolean('reverse_charge').notNull(),
  /** The price before tax (after any discount), as the calculation taxed it. */
  priceCents: integer('price_cents').notNull(),
  /** Stripe Tax's calculation (`taxcalc_…`), made before payment. */
  calculationId: text('calculation_id').notNull(),
  /** "VAT 19% (DE)": how the summary and the invoice name the tax; null when none. */
  label: text('label'),
  /** Stripe's tax transaction (`tax_…`), recorded once the order is paid. */
  transactionId: text('transaction_id'),
  ...retryColumns(),
  createdAt: createdAt(),
});

/**
 * One reversal of a taxed order's transaction per refund record: what went back, with its share
 * of the tax (`taxRefundedCents`), reported to Stripe as a partial or full reversal.
 */
export const taxReversals = pgTable(
  'tax_reversals',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    refundId: integer('refund_id')
      .notNull()
      .unique()
      .references(() => refunds.id),
    amountCents: integer('amount_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    /** `full` when this refund gave everything back at once, `partial` otherwise. */
    mode: text('mode', { enum: ['full', 'partial'] }).notNull(),
    /** Stripe's reversal transaction, once made. */
    reversalId: text('reversal_id'),
    ...retryColumns(),
    createdAt: createdAt(),
  },
  (table) => [check('tax_reversals_mode_check', sql`${table.mode} in ('full', 'partial')`)],
);
