import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { downloadGrants } from '../../db/schema.ts';
import type { Order } from '../order-repository.ts';
import { isOwnLink } from '../own-links.ts';
import { type DeliveryContext, itemKindOf } from './order-items.ts';
import { creditRemainder } from '../invoice-numbers.ts';
import { moveOrder, type OrderActor } from './order-lifecycle.ts';
import { transitionAllowed } from './order-transitions.ts';

/*
 * A buyer's dispute of the charge, as the order lifecycle takes it (docs/disputes.md). Each
 * function works on an order the caller has locked (`lockOrder`), in the caller's transaction,
 * and returns undefined when the order's status does not allow the move (a dispute of a refunded
 * order, a second close): the dispute is still recorded, the order stays as it is.
 */

/**
 * The buyer disputed the charge: the order is `disputed`. With `pauseLinks` its own links stop
 * serving until the outcome (the page tells the buyer why); art sent by hand beside it is left
 * alone, as it was not paid for with this charge.
 */
export async function markDisputed(
  tx: Db,
  order: Order,
  by: OrderActor,
  details: { pauseLinks: boolean; note: string },
): Promise<Order | undefined> {
  if (!transitionAllowed('dispute', order.status)) return undefined;
  const disputed = await moveOrder(tx, order, 'dispute', by, { note: details.note });
  if (details.pauseLinks) {
    await tx
      .update(downloadGrants)
      .set({ pausedAt: sql`now()` })
      .where(
        and(
          eq(downloadGrants.orderId, order.id),
          isNull(downloadGrants.revokedAt),
          isNull(downloadGrants.pausedAt),
          isOwnLink,
        ),
      );
  }
  return disputed;
}

/** The bank decided for the shop: the order is completed again and its paused links work. */
export async function markDisputeWon(
  tx: Db,
  order: Order,
  by: OrderActor,
  note: string,
): Promise<Order | undefined> {
  if (!transitionAllowed('disputeWon', order.status)) return undefined;
  const won = await moveOrder(tx, order, 'disputeWon', by, { note });
  await resumeLinks(tx, order.id);
  return won;
}

/**
 * The bank gave the money back: the order ends as a whole refund ends it (`refunded`), every link
 * stops and the item ends what it still gives (the bot's licence, ended for the dispute).
 */
export async function markDisputeLost(
  tx: Db,
  order: Order,
  by: OrderActor,
  context: Pick<DeliveryContext, 'items'>,
  note: string,
): Promise<Order | undefined> {
  if (!transitionAllowed('disputeLost', order.status)) return undefined;
  const lost = await moveOrder(tx, order, 'disputeLost', by, { note });
  await tx
    .update(downloadGrants)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(downloadGrants.orderId, order.id), isNull(downloadGrants.revokedAt)));
  await resumeLinks(tx, order.id);
  await context.items[itemKindOf(lost)].ended?.(tx, lost, 'dispute');
  // The bank took the payment back: the invoice is cancelled by a credit note, as for a refund.
  await creditRemainder(tx, lost);
  return lost;
}

/** Ends the pause of the order's links; a revoked link stays revoked. */
async function resumeLinks(tx: Db, orderId: number): Promise<void> {
  await tx
    .update(downloadGrants)
    .set({ pausedAt: null })
    .where(and(eq(downloadGrants.orderId, orderId), isNotNull(downloadGrants.pausedAt)));
}
