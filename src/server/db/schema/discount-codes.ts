/** Discount codes the owner gives out, and how many of their uses are taken. */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { discountTargets } from '../../../shared/discount-codes.ts';
import { createdAt, oneOf } from './columns.ts';

/**
 * A code (stored upper-cased, unique). `uses_taken` counts the uses held by unpaid orders and
 * those paid: it moves only in conditional UPDATEs under the code's row lock, so no number of
 * buyers at once takes more than `max_uses` (docs/discount-codes.md).
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    appliesTo: text('applies_to', { enum: discountTargets }).notNull(),
    maxUses: integer('max_uses'),
    perEmailLimit: integer('per_email_limit'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    usesTaken: integer('uses_taken').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    oneOf('discount_codes_applies_to_check', table.appliesTo, discountTargets),
    check(
      'discount_codes_one_kind_check',
      sql`(${table.percentOff} is null) <> (${table.amountOffCents} is null)`,
    ),
    check('discount_codes_uses_taken_check', sql`${table.usesTaken} >= 0`),
  ],
);
