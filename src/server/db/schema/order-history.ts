/** What happened to an order's status, and who made it happen: the timeline's backbone. */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { orderStatuses } from '../../../shared/order-view.ts';
import { orderActorKinds, orderTransitionNames } from '../column-values.ts';
import { createdAt, oneOf } from './columns.ts';
import { orders } from './orders.ts';

/**
 * One row per status change, written by the order lifecycle in the transaction that makes the
 * change: the transition taken, the status before and after, and who took it (the payment
 * provider, the owner, or the shop itself).
 */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    transition: text('transition', { enum: orderTransitionNames }).notNull(),
    fromStatus: text('from_status', { enum: orderStatuses }).notNull(),
    toStatus: text('to_status', { enum: orderStatuses }).notNull(),
    actorKind: text('actor_kind', { enum: orderActorKinds }).notNull(),
    /** The provider's name, the admin's email, or what part of the shop acted. */
    actor: text('actor').notNull(),
    /** In words for the owner: a decline's reason, a refund's id. */
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    index('order_history_order_idx').on(table.orderId),
    oneOf('order_history_transition_check', table.transition, orderTransitionNames),
    oneOf('order_history_from_check', table.fromStatus, orderStatuses),
    oneOf('order_history_to_check', table.toStatus, orderStatuses),
    oneOf('order_history_actor_kind_check', table.actorKind, orderActorKinds),
  ],
);
