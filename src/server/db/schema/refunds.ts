/** The money given back on orders, one row a refund: what credit notes cite. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { paymentProviderNames } from '../../../shared/checkout.ts';
import { orderActorKinds, refundStatuses } from '../column-values.ts';
import { createdAt, oneOf } from './columns.ts';
import { orders } from './orders.ts';

/**
 * One refund of an order, whole or part: who made it (the owner, the provider's dashboard, the
 * shop for a sold-out art payment), why, and the provider's id for it. The owner's refund is
 * reserved here (`pending`) under the order's row lock before the provider is asked, so parallel
 * refunds never add up to more than was paid; the provider's id then settles it. The id is
 * unique per provider, so the provider's event for a refund already recorded records nothing.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason'),
    status: text('status', { enum: refundStatuses }).notNull(),
    actorKind: text('actor_kind', { enum: orderActorKinds }).notNull(),
    /** The owner's email, the provider's name, or the part of the shop that refunded. */
    actor: text('actor').notNull(),
    provider: text('provider', { enum: paymentProviderNames }).notNull(),
    /** Null only while pending, and for refunds recorded before the shop kept their ids. */
    providerRefundId: text('provider_refund_id'),
    createdAt: createdAt(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId),
    uniqueIndex('refunds_provider_refund_idx').on(table.provider, table.providerRefundId),
    check('refunds_amount_check', sql`${table.amountCents} > 0`),
    oneOf('refunds_status_check', table.status, refundStatuses),
    oneOf('refunds_actor_kind_check', table.actorKind, orderActorKinds),
    oneOf('refunds_provider_check', table.provider, paymentProviderNames),
  ],
);
