import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { disputes } from '../db/schema.ts';
import { queueMail } from '../mail/outbox.ts';
import { disputeOpenedMail } from '../mail/templates/dispute-opened-mail.ts';
import type { PaymentEvent, ProviderDispute } from '../payments/payment-provider.ts';
import { markDisputed, markDisputeLost, markDisputeWon } from './lifecycle/dispute-outcomes.ts';
import type { DeliveryContext } from './lifecycle/order-items.ts';
import { lockOrder, type OrderActor } from './lifecycle/order-lifecycle.ts';
import { orderReference } from './order-repository.ts';

/** How the shop meets a dispute (DISPUTE_PAUSES_LINKS, and who is told). */
export interface DisputeSettings {
  /** Pause the order's links while the dispute is open. */
  pauseLinks: boolean;
  /** Where the owner's dispute mail goes (ADMIN_EMAIL, else the support address). */
  ownerEmail: string;
}

export type DisputeDecision = {
  outcome: 'disputed' | 'dispute-won' | 'dispute-lost' | 'unchanged';
  detail: string;
};

/**
 * Acts on a provider's dispute event for its order, in the event's transaction (the caller has
 * recorded the event id, so a replay never gets here). The dispute's row is keyed by the
 * provider's id: the first event that names it records it, sets the order disputed and mails the
 * owner; later updates change the row only; the close records the outcome and the order follows
 * it. The order is locked first, so two events of one order go one after the other.
 */
export async function applyDisputeEvent(
  tx: Db,
  event: PaymentEvent & { dispute: ProviderDispute },
  orderId: number,
  context: Pick<DeliveryContext, 'items' | 'publicUrl'> & { disputes: DisputeSettings },
): Promise<DisputeDecision> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new Error(`order ${orderId} vanished`);
  const { dispute } = event;
  const by: OrderActor = { kind: 'provider', provider: event.provider };
  const [known] = await tx
    .select()
    .from(disputes)
    .where(eq(disputes.providerDisputeId, dispute.id))
    .for('update');
  const closing = event.type === 'dispute.closed';
  const outcome = closing && (dispute.status === 'won' || dispute.status === 'lost');
  const facts = {
    reason: dispute.reason,
    amountCents: dispute.amountCents,
    currency: dispute.currency,
    status: dispute.status,
    evidenceDueBy: dispute.evidenceDueBy,
    outcome: outcome ? (dispute.status as 'won' | 'lost') : null,
    closedAt: outcome ? sql`now()` : null,
    updatedAt: sql`now()`,
  };

  if (known?.outcome) return { outcome: 'unchanged', detail: 'The dispute was already closed.' };
  if (known) {
    await tx.update(disputes).set(facts).where(eq(disputes.id, known.id));
  } else {
    await tx.insert(disputes).values({
      ...facts,
      provider: event.provider,
      providerDisputeId: dispute.id,
      orderId: order.id,
    });
  }

  if (facts.outcome === 'won') {
    const won = await markDisputeWon(tx, order, by, dispute.id);
    return { outcome: won ? 'dispute-won' : 'unchanged', detail: `Dispute won (${dispute.id})` };
  }
  if (facts.outcome === 'lost') {
    const lost = await markDisputeLost(tx, order, by, context, dispute.id);
    return { outcome: lost ? 'dispute-lost' : 'unchanged', detail: `Dispute lost (${dispute.id})` };
  }
  if (known) return { outcome: 'unchanged', detail: `Dispute ${dispute.status.replace('_', ' ')}` };

  const { pauseLinks, ownerEmail } = context.disputes;
  const disputed = await markDisputed(tx, order, by, { pauseLinks, note: dispute.reason });
  // The owner hears of every new dispute, even of an order that was refunded meanwhile.
  await queueMail(tx, {
    kind: 'dispute-opened',
    to: ownerEmail,
    orderId: order.id,
    ...disputeOpenedMail({
      orderReference: orderReference(order),
      orderId: order.id,
      buyerEmail: order.email,
      amountCents: dispute.amountCents,
      reason: dispute.reason,
      evidenceDueBy: dispute.evidenceDueBy,
      linksPaused: Boolean(disputed) && pauseLinks,
      publicUrl: context.publicUrl,
    }),
  });
  return {
    outcome: disputed ? 'disputed' : 'unchanged',
    detail: `Dispute opened: ${dispute.reason}`,
  };
}
