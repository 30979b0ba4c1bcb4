import { and, eq, sql, sum } from 'drizzle-orm';
import { formatUsd } from '../../../shared/money.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { orders, refunds } from '../../db/schema.ts';
import type { Order } from '../order-repository.ts';
import type { DeliveryContext } from './order-items.ts';
import { lockOrder, type OrderActor } from './order-lifecycle.ts';
import { issueCreditNote, refundRecordKey } from '../invoice-numbers.ts';
import { markRefunded } from './payment-outcomes.ts';

export type RefundRecord = typeof refunds.$inferSelect;

/** A refund the order cannot take: more than is left, or nothing left. Answered with 409. */
export class RefundRefused extends Error {
  override name = 'RefundRefused';
}

/** A refund the provider made: its id, its amount, and (for the owner's) the reservation it settles. */
export interface ProviderRefund {
  providerRefundId: string;
  amountCents: number;
  reason?: string;
  /** The `refunds` row the owner reserved before asking the provider, when this is that refund. */
  reservationId?: number;
}

/** What recording a refund did to the order: `ended` when it gave back the last cent. */
export interface RecordedRefund {
  order: Order;
  refund: RefundRecord;
  ended: boolean;
}

function actorName(by: OrderActor): string {
  if (by.kind === 'provider') return by.provider;
  if (by.kind === 'owner') return by.admin.email;
  return by.part;
}

/** What is still refundable: paid, less what was refunded and what other refunds have reserved. */
async function refundableCents(tx: Db, order: Order): Promise<number> {
  const [reserved] = await tx
    .select({ cents: sum(refunds.amountCents) })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'pending')));
  return order.amountCents - order.refundedCents - Number(reserved?.cents ?? 0);
}

/**
 * Sets aside a refund of `amountCents` (all that is left when absent) before the provider is
 * asked, under the order's row lock: parallel refunds of one order wait for each other here, so
 * their sum never passes what was paid. The provider's answer settles the reservation
 * (`recordRefund`) or gives it back (`releaseRefund`).
 */
export async function reserveRefund(
  tx: Db,
  orderId: number,
  request: { amountCents?: number; reason?: string },
  by: OrderActor,
): Promise<{ order: Order; reservation: RefundRecord }> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new RefundRefused('There is no such order.');
  const left = await refundableCents(tx, order);
  if (left <= 0) {
    throw new RefundRefused(
      order.refundedCents >= order.amountCents
        ? 'This order has already been refunded.'
        : 'A refund of this order is on its way; wait for it before refunding more.',
    );
  }
  const amountCents = request.amountCents ?? left;
  if (amountCents > left) {
    throw new RefundRefused(
      `Only ${formatUsd(left)} is left to refund on this order; refund that or less.`,
    );
  }
  const [reservation] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      amountCents,
      reason: request.reason ?? null,
      status: 'pending',
      actorKind: by.kind,
      actor: actorName(by),
      provider: order.provider,
    })
    .returning();
  if (!reservation) throw new Error('the refund reservation was not stored');
  return { order, reservation };
}

/** The provider refused or could not be reached: the reserved amount is refundable again. */
export async function releaseRefund(db: Db, reservationId: number): Promise<void> {
  await db.delete(refunds).where(and(eq(refunds.id, reservationId), eq(refunds.status, 'pending')));
}

/**
 * Records a refund the provider made, whoever asked for it (the owner's reservation, the
 * provider's dashboard, the shop for a sold-out piece), in the caller's transaction. The same
 * provider refund id is recorded once: a repeat (the provider's event after the owner's refund)
 * records nothing and answers undefined. A part keeps the order as it is, with its links; the
 * refund that gives back the last cent is the lifecycle's `refund` transition, which ends the
 * links and what the item still gives.
 */
export async function recordRefund(
  tx: Db,
  orderId: number,
  refund: ProviderRefund,
  by: OrderActor,
  context: Pick<DeliveryContext, 'items'>,
  audit: Record<string, string | number> = {},
): Promise<RecordedRefund | undefined> {
  const order = await lockOrder(tx, orderId);
  if (!order) return undefined;
  const [known] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.provider, order.provider),
        eq(refunds.providerRefundId, refund.providerRefundId),
      ),
    );
  if (known) return undefined;

  const settled = { providerRefundId: refund.providerRefundId, succeededAt: sql`now()` };
  let [record] =
    refund.reservationId === undefined
      ? []
      : await tx
          .update(refunds)
          .set({ ...settled, status: 'succeeded', amountCents: refund.amountCents })
          .where(and(eq(refunds.id, refund.reservationId), eq(refunds.status, 'pending')))
          .returning();
  record ??= (
    await tx
      .insert(refunds)
      .values({
        ...settled,
        orderId: order.id,
        amountCents: refund.amountCents,
        reason: refund.reason ?? null,
        status: 'succeeded',
        actorKind: by.kind,
        actor: actorName(by),
        provider: order.provider,
      })
      .returning()
  )[0];
  if (!record) throw new Error('the refund was not stored');

  // The provider never gives back more than was paid; the cap keeps a stray event from doing so.
  const [updated] = await tx
    .update(orders)
    .set({
      refundedCents: sql`least(${orders.amountCents}, ${orders.refundedCents} + ${refund.amountCents})`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new Error(`order ${order.id} vanished while locked`);
  // Every refund, a part or the last, gets its own credit note citing the invoice.
  await issueCreditNote(tx, updated, {
    amountCents: refund.amountCents,
    refundKey: refundRecordKey(record.id),
  });

  const detail = { ...audit, refundId: refund.providerRefundId, amountCents: refund.amountCents };
  if (updated.refundedCents >= updated.amountCents) {
    const ended = await markRefunded(tx, order.id, by, context, {
      note: refund.providerRefundId,
      audit: detail,
    });
    return { order: ended ?? updated, refund: record, ended: ended !== undefined };
  }
  if (by.kind === 'owner') {
    await recordAudit(tx, by.admin, {
      action: 'order.partial-refund',
      targetType: 'order',
      targetId: order.id,
      detail,
    });
  }
  return { order: updated, refund: record, ended: false };
}

/** The order's refunds, oldest first: the timeline's and credit notes' source. */
export async function refundsOf(db: Db, orderId: number): Promise<RefundRecord[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'succeeded')))
    .orderBy(refunds.id);
}
