/** Buyers' disputes of a charge: what the provider said, and what the owner answered. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { paymentProviderNames } from '../../../shared/checkout.ts';
import {
  disputeOutcomes,
  disputeStatuses,
  type DisputeSubmission,
} from '../../../shared/disputes.ts';
import { createdAt, oneOf } from './columns.ts';
import { orders } from './orders.ts';

/**
 * One row per dispute the provider opened (its id is unique, so a repeated event updates the
 * same row). The order's own status says `disputed` while it is open; this row keeps the reason,
 * the deadline, the evidence sent and the outcome after the order moves on.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: paymentProviderNames }).notNull(),
    providerDisputeId: text('provider_dispute_id').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    reason: text('reason').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: disputeStatuses }).notNull(),
    evidenceDueBy: timestamp('evidence_due_by', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The evidence fields as sent to the provider (the test provider's record of them too). */
    submittedEvidence: jsonb('submitted_evidence').$type<DisputeSubmission>(),
    outcome: text('outcome', { enum: disputeOutcomes }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    index('disputes_order_idx').on(table.orderId),
    oneOf('disputes_provider_check', table.provider, paymentProviderNames),
    oneOf('disputes_status_check', table.status, disputeStatuses),
    oneOf('disputes_outcome_check', table.outcome, disputeOutcomes),
  ],
);
