import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { downloadGrants, orders, paymentEvents } from '../db/schema.ts';
import type { PaymentEvent } from '../payments/payment-provider.ts';
import { releaseHold } from '../art/supply.ts';
import { fulfilArtOrder } from '../art/art-fulfilment.ts';
import { issueGrant } from './grants.ts';
import type { ReceiptSettings } from './link-facts.ts';
import { queueReceipt } from './receipt.ts';
import { markOrderFailed, orderReference, type Order } from './order-repository.ts';
import type { storedEventOutcomes } from '../db/column-values.ts';

export interface FulfilmentContext extends ReceiptSettings {
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
  refundPayment?: (intentId: string) => Promise<unknown>;
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

async function decide(tx: Db, event: PaymentEvent, settings: ReceiptSettings): Promise<Decision> {
  const [order] = await tx.select().from(orders).where(eq(orders.providerIntentId, event.intentId));
  if (!order) return { outcome: 'unmatched', detail: 'No order has this payment intent.' };

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
      const fulfilled = await fulfil(tx, order, settings, event.paymentMethod);
      return { outcome: fulfilled, orderId: order.id };
    }
    case 'payment.failed': {
      const failed = await markOrderFailed(tx, order.id, event.failureMessage ?? 'Payment failed.');
      // A declined art payment gives its held piece back to the store.
      if (failed) await releaseHold(tx, order.id);
      return { outcome: failed ? 'failed' : 'unchanged', orderId: order.id };
    }
    case 'payment.refunded':
      return { outcome: (await refund(tx, order)) ? 'refunded' : 'unchanged', orderId: order.id };
  }
}

async function fulfil(
  tx: Db,
  order: Order,
  settings: ReceiptSettings,
  paymentMethod: string | undefined,
): Promise<'fulfilled' | 'unchanged' | 'oversold'> {
  // A refunded order stays refunded even if a late success event arrives.
  const [completed] = await tx
    .update(orders)
    .set({
      status: 'completed',
      completedAt: sql`now()`,
      updatedAt: sql`now()`,
      failureMessage: null,
      paymentMethod: paymentMethod ?? null,
    })
    .where(
      and(
        eq(orders.id, order.id),
        inArray(orders.status, ['pending', 'failed']),
        // An art order found sold out is being refunded: a later success event changes nothing.
        sql`${orders.holdState} is distinct from 'oversold'`,
      ),
    )
    .returning();
  if (!completed) return 'unchanged';
  if (completed.artCollectionId !== null) {
    return fulfilArtOrder(
      tx,
      { ...completed, artCollectionId: completed.artCollectionId },
      settings,
    );
  }

  const { grant, token } = await issueGrant(tx, order);
  await queueReceipt(tx, { order: completed, grant, token, settings, reason: 'purchase' });
  return 'fulfilled';
}

/**
 * After the transaction that found an art payment with no piece left: give the money back at
 * once. When the provider can't be reached the order stays failed with the reason, on the owner's
 * list of issues, for the admin's Refund.
 */
async function refundOversold(context: FulfilmentContext, intentId: string, orderId?: number) {
  if (!context.refundPayment || orderId === undefined) return;
  try {
    await context.refundPayment(intentId);
    await context.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
      if (order) await refund(tx, order);
    });
    context.log.warn({ orderId }, 'art piece sold out before the payment arrived; refunded');
  } catch (error) {
    context.log.error(
      { err: error, orderId },
      'art piece sold out before the payment arrived, and the refund failed; refund it from the admin',
    );
  }
}
async function refund(tx: Db, order: Order) {
  const updated = await tx
    .update(orders)
    .set({ status: 'refunded', refundedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), inArray(orders.status, ['pending', 'failed', 'completed'])))
    .returning({ id: orders.id });
  await tx
    .update(downloadGrants)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(downloadGrants.orderId, order.id), isNull(downloadGrants.revokedAt)));
  return updated.length > 0;
}
