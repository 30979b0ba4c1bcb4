import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { commerce } from '../../shared/site-config.ts';
import { grantTokenForOrder, hashToken } from '../crypto/tokens.ts';
import type { Db } from '../db/client.ts';
import { downloadGrants, orders, paymentEvents } from '../db/schema.ts';
import { queueMail } from '../mail/outbox.ts';
import { receiptMail } from '../mail/templates/receipt-mail.ts';
import type { PaymentEvent } from '../payments/payment-provider.ts';
import { botProduct } from './catalog.ts';
import { orderReference, type Order } from './order-repository.ts';

export interface FulfilmentContext {
  db: Db;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Called after a commit that queued mail, so the worker sends it without waiting. */
  onMailQueued?: () => void;
  /** With no SMTP the operator needs the link from the log. */
  logDownloadLinks?: boolean;
}

export type EventOutcome =
  'duplicate' | 'unknown-order' | 'fulfilled' | 'failed' | 'refunded' | 'unchanged';

/**
 * Acts on a payment provider's event in one transaction: a succeeded payment marks the order
 * completed, creates its download grant and queues the receipt; a failure is recorded; a refund
 * revokes the grant. The event id is recorded in the same transaction, so a replay (or the
 * thank-you page's fallback check racing the webhook) changes nothing.
 */
export async function processPaymentEvent(
  context: FulfilmentContext,
  event: PaymentEvent,
): Promise<EventOutcome> {
  let downloadUrl: string | undefined;
  const outcome = await context.db.transaction(async (tx): Promise<EventOutcome> => {
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

    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.providerIntentId, event.intentId));
    if (!order) return 'unknown-order';

    switch (event.type) {
      case 'payment.succeeded': {
        const result = await fulfil(tx, order, event, context.publicUrl);
        downloadUrl = result?.downloadUrl;
        return result ? 'fulfilled' : 'unchanged';
      }
      case 'payment.failed':
        return (await markFailed(tx, order, event.failureMessage)) ? 'failed' : 'unchanged';
      case 'payment.refunded':
        return (await refund(tx, order)) ? 'refunded' : 'unchanged';
    }
  });

  if (outcome === 'fulfilled') {
    context.onMailQueued?.();
    if (context.logDownloadLinks) {
      context.log.info(
        { downloadUrl },
        'order fulfilled; no SMTP configured, so here is the download link',
      );
    }
  }
  if (outcome === 'unknown-order') {
    context.log.warn(
      { eventId: event.id, intentId: event.intentId },
      'payment event for no known order',
    );
  }
  return outcome;
}

async function fulfil(tx: Db, order: Order, event: PaymentEvent, publicUrl: string) {
  // The signed event carries the order token; it must be this order's, or nothing happens.
  if (!event.orderToken || hashToken(event.orderToken) !== order.tokenHash) {
    throw new Error(`payment event ${event.id} does not carry the token of order ${order.id}`);
  }
  // A refunded order stays refunded even if a late success event arrives.
  const [completed] = await tx
    .update(orders)
    .set({
      status: 'completed',
      completedAt: sql`now()`,
      updatedAt: sql`now()`,
      failureMessage: null,
    })
    .where(and(eq(orders.id, order.id), inArray(orders.status, ['pending', 'failed'])))
    .returning();
  if (!completed) return null;

  const grantToken = grantTokenForOrder(event.orderToken);
  const [grant] = await tx
    .insert(downloadGrants)
    .values({
      orderId: order.id,
      tokenHash: hashToken(grantToken),
      expiresAt: sql`now() + make_interval(hours => ${commerce.downloadHours})`,
      maxDownloads: commerce.maxDownloads,
    })
    .returning();
  if (!grant) throw new Error('grant insert returned no row');

  const downloadUrl = `${publicUrl}/download/${grantToken}`;
  await queueMail(tx, {
    kind: 'receipt',
    to: order.email,
    orderId: order.id,
    ...receiptMail({
      productName: botProduct.name,
      amountCents: order.amountCents,
      orderReference: orderReference(order),
      downloadUrl,
      expiresAt: grant.expiresAt,
      maxDownloads: grant.maxDownloads,
      publicUrl,
    }),
  });
  return { downloadUrl };
}

async function markFailed(tx: Db, order: Order, message: string | undefined) {
  const updated = await tx
    .update(orders)
    .set({ status: 'failed', failureMessage: message ?? 'Payment failed.', updatedAt: sql`now()` })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  return updated.length > 0;
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
