/** Orders, what paying for them records, and the download grants they give. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { paymentProviderNames } from '../../../shared/checkout.ts';
import { orderStatuses } from '../../../shared/order-view.ts';
import {
  artHoldStates,
  discountUseStates,
  storedEventOutcomes,
  testIntentStatuses,
} from '../column-values.ts';
import { createdAt, oneOf } from './columns.ts';
import { artCollections } from './art.ts';
import { discountCodes } from './discount-codes.ts';

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
    /**
     * What the provider has given back so far, the sum of the order's succeeded `refunds`: kept on
     * the row so revenue and lists read it without a join, and so one conditional update keeps it
     * within what was paid.
     */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** The tax inside `amount_cents` (TAX_MODE=stripe; `order_taxes` says how): 0 without. */
    taxCents: integer('tax_cents').notNull().default(0),
    /** For art: the collection bought. Its unit is held while the payment is open. */
    artCollectionId: integer('art_collection_id').references(() => artCollections.id),
    holdState: text('hold_state', { enum: artHoldStates }),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /**
     * A discount code's use: `amount_cents` is the price after it, `discount_cents` what it took
     * off (0 without a code), `discount_code` the code's text as applied (kept if the code is
     * edited). The use is held while the payment is open → taken (paid) | released (given back).
     */
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id),
    discountCode: text('discount_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    discountUseState: text('discount_use_state', { enum: discountUseStates }),
    discountUseExpiresAt: timestamp('discount_use_expires_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_email_idx').on(table.email),
    // The owner's cockpit: a customer's orders (addresses compare in lower case), the orders list
    // newest first, and the sales figures' day ranges (docs/customers-and-sales.md).
    index('orders_email_lower_idx').on(sql`lower(${table.email})`),
    // The orders search by part of an address: trigrams of the lower-cased email (pg_trgm).
    index('orders_email_trigram_idx').using('gin', sql`lower(${table.email}) gin_trgm_ops`),
    index('orders_created_idx').on(table.createdAt, table.id),
    index('orders_status_idx').on(table.status),
    index('orders_hold_idx').on(table.holdState, table.holdExpiresAt),
    index('orders_discount_use_idx').on(
      table.discountCodeId,
      table.discountUseState,
      table.discountUseExpiresAt,
    ),
    oneOf('orders_status_check', table.status, orderStatuses),
    oneOf('orders_provider_check', table.provider, paymentProviderNames),
    oneOf('orders_hold_state_check', table.holdState, artHoldStates),
    oneOf('orders_discount_use_state_check', table.discountUseState, discountUseStates),
    check(
      'orders_tax_cents_check',
      sql`${table.taxCents} >= 0 and ${table.taxCents} <= ${table.amountCents}`,
    ),
    check(
      'orders_refunded_cents_check',
      sql`${table.refundedCents} >= 0 and ${table.refundedCents} <= ${table.amountCents}`,
    ),
  ],
);

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
    /** Why an event was unmatched, or why the payment was declined, in words for the owner. */
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
    /** What was refunded of it: the test provider refuses more than was paid, as Stripe does. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [oneOf('test_payment_intents_status_check', table.status, testIntentStatuses)],
);
