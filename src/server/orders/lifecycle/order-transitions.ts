import type { OrderStatus } from '../../../shared/order-view.ts';
import { orderTransitionNames } from '../../db/column-values.ts';

/**
 * Every way an order's status may change, as data: the one table that the lifecycle checks
 * before it writes, that the admin reads to offer only the actions an order allows, and that a
 * test walks pair by pair. A change not listed here is refused.
 */
export const orderTransitions = {
  /** The provider took the payment; the item is delivered in the same transaction. */
  pay: { from: ['pending', 'failed'], to: 'completed', summary: 'Payment received' },
  /** The provider refused the payment (a decline), or could not be reached to start it. */
  fail: { from: ['pending'], to: 'failed', summary: 'Payment failed' },
  /**
   * Paid, then found with nothing to deliver: an art piece whose last edition went to another
   * buyer while this payment was on its way. Taken in the payment's transaction; the money goes
   * back.
   */
  soldOut: {
    from: ['completed'],
    to: 'failed',
    summary: 'Sold out before the payment arrived',
  },
  /**
   * The whole payment went back: through the admin, the provider's dashboard, or the refund of a
   * sold-out art payment. A payment the shop never saw succeed can still be refunded at the
   * provider, so pending and failed orders may be refunded too.
   */
  refund: { from: ['pending', 'failed', 'completed'], to: 'refunded', summary: 'Refunded' },
  /**
   * The buyer disputed the charge with their bank: the order waits for the outcome, its links
   * paused when the shop says so (docs/disputes.md). Only a paid order has a charge to dispute.
   */
  dispute: { from: ['completed'], to: 'disputed', summary: 'Disputed' },
  /** The bank decided for the shop: the order is paid again and its links work. */
  disputeWon: { from: ['disputed'], to: 'completed', summary: 'Dispute won' },
  /** The bank gave the money back to the buyer: the order ends as a refund does. */
  disputeLost: { from: ['disputed'], to: 'refunded', summary: 'Dispute lost' },
} as const satisfies Record<
  (typeof orderTransitionNames)[number],
  { from: readonly OrderStatus[]; to: OrderStatus; summary: string }
>;

export type OrderTransition = keyof typeof orderTransitions;

export function transitionAllowed(transition: OrderTransition, from: OrderStatus): boolean {
  return (orderTransitions[transition].from as readonly OrderStatus[]).includes(from);
}

/** The transitions an order in `status` may take (the admin offers only these). */
export function transitionsFrom(status: OrderStatus): OrderTransition[] {
  return orderTransitionNames.filter((name) => transitionAllowed(name, status));
}
