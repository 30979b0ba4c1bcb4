import { eq } from 'drizzle-orm';
import type { OrderRefunded } from '../../shared/admin/order-actions.ts';
import { siteConfig } from '../../shared/site-config.ts';
import type { Actor } from '../audit/audit-log.ts';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { queueMail } from '../mail/outbox.ts';
import { refundMail } from '../mail/templates/refund-mail.ts';
import { lockOrder, type OrderActor } from '../orders/lifecycle/order-lifecycle.ts';
import {
  recordRefund,
  RefundRefused,
  releaseRefund,
  reserveRefund,
} from '../orders/lifecycle/order-refunds.ts';
import { type Order, orderReference } from '../orders/order-repository.ts';
import { assertAllowed, OrderActionError, type OrderActionContext } from './order-actions.ts';

/**
 * The owner's Refund: a part of what is left, or all of it. The amount is reserved under the
 * order's row lock first (so parallel refunds never add up to more than was paid), then the
 * provider is asked outside any transaction, then one transaction records the refund through the
 * lifecycle (the last cent ends the order's links and licence) and mails the buyer. When the
 * provider says no, the reservation is given back and nothing changes. The provider's own event
 * for the refund, when it arrives, finds it recorded and records nothing.
 */
export async function refundOrder(
  context: OrderActionContext,
  actor: Actor,
  orderId: number,
  request: { amountCents?: number; reason?: string },
  log: { error: (details: object, message: string) => void },
): Promise<OrderRefunded> {
  const [order] = await context.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new OrderActionError(404, 'There is no such order.');
  // The link does not matter to a refund: a part keeps it, the last cent ends it.
  assertAllowed('refund', {
    order,
    link: undefined,
    provider: context.payments.name,
    now: new Date(),
  });
  const { providerIntentId } = order;
  if (!providerIntentId) throw new Error('a refundable order has a payment intent');

  const by: OrderActor = { kind: 'owner', admin: actor };
  const { reservation } = await context.db
    .transaction((tx) => reserveRefund(tx, order.id, request, by))
    .catch((error: unknown) => {
      if (error instanceof RefundRefused) throw new OrderActionError(409, error.message);
      throw error;
    });

  let refundId: string;
  try {
    ({ refundId } = await context.payments.refund(providerIntentId, {
      amountCents: reservation.amountCents,
      reason: reservation.reason ?? undefined,
      reservationId: reservation.id,
      idempotencyKey: `refund-${providerIntentId}-${reservation.id}`,
    }));
  } catch (error) {
    await releaseRefund(context.db, reservation.id);
    log.error({ err: error, orderId }, 'payment provider refused the refund');
    throw new OrderActionError(
      502,
      'The payment provider did not accept the refund. Nothing was changed; please try again.',
    );
  }

  return context.db.transaction(async (tx) => {
    const current = await lockOrder(tx, order.id);
    if (!current) throw new OrderActionError(404, 'There is no such order.');
    const whole = current.refundedCents + reservation.amountCents >= current.amountCents;
    const outboxId = await mailRefund(tx, context, current, reservation.amountCents, whole);
    const recorded = await recordRefund(
      tx,
      order.id,
      {
        providerRefundId: refundId,
        amountCents: reservation.amountCents,
        reservationId: reservation.id,
      },
      by,
      context,
      { outboxId, ...(reservation.reason ? { reason: reservation.reason } : {}) },
    );
    // Recorded already when the provider's event for this refund came first.
    const after = recorded?.order ?? (await lockOrder(tx, order.id)) ?? current;
    return {
      status: after.status === 'refunded' ? ('refunded' as const) : ('completed' as const),
      refundId,
      amountCents: reservation.amountCents,
      refundedCents: after.refundedCents,
      outboxId,
    };
  });
}

async function mailRefund(
  tx: Db,
  context: OrderActionContext,
  order: Order,
  amountCents: number,
  whole: boolean,
): Promise<number> {
  return queueMail(tx, {
    kind: 'refund',
    to: order.email,
    replyTo: siteConfig.links.supportEmail,
    orderId: order.id,
    ...refundMail({
      orderReference: orderReference(order),
      amountCents,
      publicUrl: context.publicUrl,
      linksEnd: whole,
    }),
  });
}
