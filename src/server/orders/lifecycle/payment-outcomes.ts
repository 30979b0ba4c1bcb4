import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { downloadGrants } from '../../db/schema.ts';
import { creditRemainder, issueInvoice } from '../invoice-numbers.ts';
import type { Order } from '../order-repository.ts';
import { releaseDiscountUse, takeDiscountUse } from './discount-uses.ts';
import { type DeliveryContext, itemKindOf } from './order-items.ts';
import { lockOrder, moveOrder, type OrderActor } from './order-lifecycle.ts';
import { transitionAllowed } from './order-transitions.ts';

export const SOLD_OUT_FAILURE =
  'The piece sold out before this payment arrived: the payment is refunded in full.';

/** Whoever reports a payment: the provider's events, and the shop's own checks of them. */
export type PaymentOutcome = 'fulfilled' | 'unchanged' | 'oversold';

/**
 * The provider took the payment: the order is paid and its item delivered, in the caller's
 * transaction. A refunded order stays refunded, and an art order found sold out stays failed,
 * whatever late success event arrives. When the item has nothing left to deliver (the last art
 * edition went to another buyer meanwhile), the order is paid, then failed as sold out: its
 * history says both, and the caller gives the money back after the commit.
 */
export async function payOrder(
  tx: Db,
  orderId: number,
  payment: { paymentMethod?: string },
  by: OrderActor,
  context: DeliveryContext,
): Promise<PaymentOutcome> {
  const order = await lockOrder(tx, orderId);
  if (!order || !transitionAllowed('pay', order.status) || order.holdState === 'oversold') {
    return 'unchanged';
  }
  const paid = await moveOrder(tx, order, 'pay', by, {
    set: { failureMessage: null, paymentMethod: payment.paymentMethod ?? null },
    note: payment.paymentMethod,
  });
  await takeDiscountUse(tx, paid);
  const item = context.items[itemKindOf(paid)];
  // The delivery's mail issues the invoice, as the last thing it reads (the counter stays locked
  // until the commit); money taken is invoiced even when the piece proves sold out (its refund
  // brings a credit note).
  if ((await item.deliver(tx, paid, context)) === 'delivered') return 'fulfilled';
  await issueInvoice(tx, paid);

  const failed = await moveOrder(
    tx,
    paid,
    'soldOut',
    { kind: 'shop', part: 'art supply' },
    { set: { failureMessage: SOLD_OUT_FAILURE, holdState: 'oversold' } },
  );
  await releaseDiscountUse(tx, failed.id);
  await item.tellSoldOut(tx, failed, context);
  return 'oversold';
}

/**
 * The payment did not happen (a decline, or no provider to start it with): the order is failed
 * with the reason, and what its item set aside goes back. False when the order was no longer
 * pending (paid or refunded meanwhile).
 */
export async function failOrder(
  tx: Db,
  orderId: number,
  reason: string,
  by: OrderActor,
  context: Pick<DeliveryContext, 'items'>,
): Promise<boolean> {
  const order = await lockOrder(tx, orderId);
  if (!order || !transitionAllowed('fail', order.status)) return false;
  const failed = await moveOrder(tx, order, 'fail', by, {
    set: { failureMessage: reason },
    note: reason,
  });
  await context.items[itemKindOf(failed)].release(tx, failed);
  await releaseDiscountUse(tx, failed.id);
  return true;
}

/**
 * Whether the shop holds the buyer's money: a completed order, or an art payment that arrived
 * after the piece sold out and whose automatic refund could not be made (the owner refunds it).
 */
export function holdsPayment(order: Pick<Order, 'status' | 'holdState'>): boolean {
  return (
    order.status === 'completed' || (order.status === 'failed' && order.holdState === 'oversold')
  );
}

/**
 * The whole payment went back, whoever sent it (the owner, the provider's dashboard, the shop
 * for a sold-out piece): the order is refunded, every link it had stops working, and its item
 * ends what it still gives (the bot's licence). Undefined when the order was already refunded
 * (the provider's event after the owner's refund).
 */
export async function markRefunded(
  tx: Db,
  orderId: number,
  by: OrderActor,
  context: Pick<DeliveryContext, 'items'>,
  details: { note?: string; audit?: Record<string, string | number> } = {},
): Promise<Order | undefined> {
  const order = await lockOrder(tx, orderId);
  if (!order || !transitionAllowed('refund', order.status)) return undefined;
  const refunded = await moveOrder(tx, order, 'refund', by, details);
  // Each recorded refund already has its credit note; what no refund recorded (a lost dispute)
  // gets one now, so the order's notes always add up to what went back.
  await creditRemainder(tx, refunded);
  await tx
    .update(downloadGrants)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(downloadGrants.orderId, order.id), isNull(downloadGrants.revokedAt)));
  await context.items[itemKindOf(refunded)].ended?.(tx, refunded, 'refund');
  return refunded;
}
