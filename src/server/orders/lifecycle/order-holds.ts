import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';

/*
 * An art order's unit as its row records it: held while the payment is open → taken (sold to it)
 * | released (given back); `oversold` is set by the sold-out transition. Art's supply module
 * counts the units in its collections; these are the order row's half of each move.
 */

/** The order's held (or free) unit was sold to it. */
export async function markUnitTaken(tx: Db, orderId: number): Promise<void> {
  await tx.update(orders).set({ holdState: 'taken' }).where(eq(orders.id, orderId));
}

/** Ends the order's hold; the collection whose unit goes back, or undefined when it held none. */
export async function releaseHeldUnit(tx: Db, orderId: number): Promise<number | undefined> {
  const [released] = await tx
    .update(orders)
    .set({ holdState: 'released' })
    .where(and(eq(orders.id, orderId), eq(orders.holdState, 'held')))
    .returning({ collectionId: orders.artCollectionId });
  return released?.collectionId ?? undefined;
}

/**
 * Ends every hold whose time ran out on an unpaid order (of one collection, or all); the
 * collection of each released order, once per order.
 */
export async function releaseExpiredHeldUnits(tx: Db, collectionId?: number): Promise<number[]> {
  const released = await tx
    .update(orders)
    .set({ holdState: 'released' })
    .where(
      and(
        eq(orders.holdState, 'held'),
        lte(orders.holdExpiresAt, sql`now()`),
        inArray(orders.status, ['pending', 'failed']),
        collectionId === undefined ? undefined : eq(orders.artCollectionId, collectionId),
      ),
    )
    .returning({ collectionId: orders.artCollectionId });
  return released.flatMap((row) => (row.collectionId === null ? [] : [row.collectionId]));
}
