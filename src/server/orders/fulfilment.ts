import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { orders, paymentEvents } from '../db/schema.ts';
import type { PaymentEvent } from '../payments/payment-provider.ts';
import { applyDisputeEvent, type DisputeSettings } from './dispute-events.ts';
import type { DeliveryContext } from './lifecycle/order-items.ts';
import type { OrderActor } from './lifecycle/order-lifecycle.ts';
import { failOrder, payOrder } from './lifecycle/payment-outcomes.ts';
import { recordRefund } from './lifecycle/order-refunds.ts';
import { orderReference } from './order-repository.ts';
import type { storedEventOutcomes } from '../db/column-values.ts';

export interface FulfilmentContext extends DeliveryContext {
  db: Db;
  log: FastifyBaseLogger;
  /** Called after a commit that queued mail, so the worker sends it without waiting. */
  onMailQueued?: () => void;
  /** With no SMTP, where the kept mail (with the link) is, for the operator. */
  localMailFolder?: string;
  /**
   * Gives a payment back in full through its provider: an art payment that arrived after the
   * piece sold out. Without it, such orders wait for the owner's Refund.
   */
  refundPayment?: (intentId: string) => Promise<{ refundId: string; amountCents: number }>;
  /** Whether a dispute pauses the order's links, and whom it is mailed to. */
  disputes: DisputeSettings;
}

/** What became of a provider event: a stored outcome, or a duplicate of one already stored. */
export type EventOutcome = 'duplicate' | (typeof storedEventOutcomes)[number];

type Decision = { outcome: Exclude<EventOutcome, 'duplicate'>; detail?: string; orderId?: number };

/**
 * Acts on a payment provider's event in one transaction: a succeeded payment marks the order
 * completed, creates its download grant and queues the receipt; a failure is recorded; a refund
 * revokes the grant. The event id is recorded in the same transaction, so a replay (or the
 * thank-you page's fallback check racing the webhook) changes nothing. An event that matches no
 * order is recorded as unmatched for the owner rather than thrown back at the provider, which
 * would retry it for days.
 */
export async function processPaymentEvent(
  context: FulfilmentContext,
  event: PaymentEvent,
): Promise<EventOutcome> {
  const decision = await context.db.transaction(async (tx): Promise<Decision | 'duplicate'> => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({
        id: event.id,
        provider: event.provider,
        type: event.type,
        intentId: event.intentId,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return 'duplicate';

    const result = await decide(tx, event, context);
    await tx
      .update(paymentEvents)
      .set({ outcome: result.outcome, detail: result.detail ?? null })
      .where(eq(paymentEvents.id, event.id));
    return result;
  });
  if (decision === 'duplicate') return decision;

  if (decision.outcome === 'oversold') {
    context.onMailQueued?.();
    await refundOversold(context, event.intentId, decision.orderId);
  }
  if (decision.outcome === 'disputed') context.onMailQueued?.();
  if (decision.outcome === 'fulfilled') {
    context.onMailQueued?.();
    if (context.localMailFolder) {
      context.log.info(
        { orderId: decision.orderId, mailFolder: context.localMailFolder },
        'order fulfilled; no SMTP configured, so the receipt with the download link is kept as a file',
      );
    }
  }
  if (decision.outcome === 'unmatched') {
    context.log.error(
      { eventId: event.id, intentId: event.intentId, type: event.type, detail: decision.detail },
      'payment event matches no order; recorded for the owner',
    );
  }
  return decision.outcome;
}

async function decide(tx: Db, event: PaymentEvent, context: FulfilmentContext): Promise<Decision> {
  const [order] = await tx.select().from(orders).where(eq(orders.providerIntentId, event.intentId));
  if (!order) return { outcome: 'unmatched', detail: 'No order has this payment intent.' };
  const by: OrderActor = { kind: 'provider', provider: event.provider };

  switch (event.type) {
    case 'payment.succeeded': {
      // The signed event names its order by the token's hash; it must be this order's.
      if (event.orderTokenHash !== order.tokenHash) {
        return {
          outcome: 'unmatched',
          orderId: order.id,
          detail: `The payment does not carry the reference of order ${orderReference(order)}, so it was not fulfilled.`,
        };
      }
      const paid = await payOrder(
        tx,
        order.id,
        { paymentMethod: event.paymentMethod },
        by,
        context,
      );
      return { outcome: paid, orderId: order.id };
    }
    case 'payment.failed': {
      const reason = event.failureMessage ?? 'Payment failed.';
      const failed = await failOrder(tx, order.id, reason, by, context);
      // Kept with the event too: a second decline of an order already failed changes no status,
      // and the owner's timeline still gives its reason.
      return { outcome: failed ? 'failed' : 'unchanged', orderId: order.id, detail: reason };
    }
    case 'payment.refunded':
      return recordProviderRefunds(tx, order, event, by, context);
    case 'dispute.opened':
    case 'dispute.updated':
    case 'dispute.closed': {
      if (!event.dispute) return { outcome: 'unchanged', detail: 'The event named no dispute.' };
      const decided = await applyDisputeEvent(
        tx,
        { ...event, dispute: event.dispute },
        order.id,
        context,
      );
      return { ...decided, orderId: order.id };
    }
  }
}

/**
 * The provider's refunds of the payment, each recorded once by its id (the owner's, already
 * recorded, and repeats of one event record nothing). An event that lists none (an older shape)
 * means the whole payment went back.
 */
async function recordProviderRefunds(
  tx: Db,
  order: typeof orders.$inferSelect,
  event: PaymentEvent,
  by: OrderActor,
  context: DeliveryContext,
): Promise<Decision> {
  const listed = event.refunds ?? [
    { id: event.id, amountCents: order.amountCents - order.refundedCents },
  ];
  let outcome: Decision['outcome'] = 'unchanged';
  for (const refund of listed) {
    if (refund.amountCents <= 0) continue;
    const recorded = await recordRefund(
      tx,
      order.id,
      {
        providerRefundId: refund.id,
        amountCents: refund.amountCents,
        reason: refund.reason,
        reservationId: refund.reservationId,
      },
      by,
      context,
    );
    if (recorded) outcome = recorded.ended ? 'refunded' : 'partly-refunded';
  }
  return { outcome, orderId: order.id };
}

/**
 * After the transaction that found an art payment with no piece left: give the money back at
 * once. When the provider can't be reached the order stays failed with the reason, on the owner's
 * list of issues, for the admin's Refund.
 */
async function refundOversold(context: FulfilmentContext, intentId: string, orderId?: number) {
  if (!context.refundPayment || orderId === undefined) return;
  try {
    const refund = await context.refundPayment(intentId);
    await context.db.transaction((tx) =>
      recordRefund(
        tx,
        orderId,
        { providerRefundId: refund.refundId, amountCents: refund.amountCents, reason: 'Sold out' },
        { kind: 'shop', part: 'art supply' },
        context,
      ),
    );
    context.log.warn({ orderId }, 'art piece sold out before the payment arrived; refunded');
  } catch (error) {
    context.log.error(
      { err: error, orderId },
      'art piece sold out before the payment arrived, and the refund failed; refund it from the admin',
    );
  }
}
