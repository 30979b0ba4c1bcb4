import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { commerce } from '../../shared/site-config.ts';
import type { Db } from '../db/client.ts';
import { artCollections, orders } from '../db/schema.ts';
import {
  markUnitTaken,
  releaseExpiredHeldUnits,
  releaseHeldUnit,
} from '../orders/lifecycle/order-holds.ts';
import type { ArtCollectionRow } from './collection-view.ts';

/*
 * Art supply. A collection's `remaining_supply` counts unsold units and `held_count` the units set
 * aside for buyers who are paying now; both move only in conditional UPDATEs (and a CHECK in the
 * database refuses anything below zero), so no number of concurrent buyers can oversell.
 *
 * An art order's `hold_state`: held (a unit set aside while the payment is open) → taken (sold to
 * it, in the fulfilment transaction) | released (the payment failed or the hold ran out) |
 * oversold (paid after the last unit went elsewhere: refunded, never delivered).
 */

export type HoldRefusal = 'unknown' | 'sold-out';

/** Sets one unit aside for a buyer who starts paying; the collection as it is after the hold. */
export async function holdUnit(
  tx: Db,
  collectionId: number,
): Promise<{ ok: true; collection: ArtCollectionRow } | { ok: false; reason: HoldRefusal }> {
  await releaseExpiredHolds(tx, collectionId);
  const [held] = await tx
    .update(artCollections)
    .set({ heldCount: sql`${artCollections.heldCount} + 1` })
    .where(
      and(
        eq(artCollections.id, collectionId),
        isNull(artCollections.deletedAt),
        eq(artCollections.hidden, false),
        sql`${artCollections.remainingSupply} - ${artCollections.heldCount} > 0`,
        sql`${artCollections.statusOverride} is distinct from 'sold-out'`,
      ),
    )
    .returning();
  if (held) return { ok: true, collection: held };
  const [exists] = await tx
    .select({ id: artCollections.id })
    .from(artCollections)
    .where(
      and(
        eq(artCollections.id, collectionId),
        isNull(artCollections.deletedAt),
        eq(artCollections.hidden, false),
      ),
    );
  return { ok: false, reason: exists ? 'sold-out' : 'unknown' };
}

/** When a hold placed now runs out. */
export const holdExpiry = () => sql`now() + make_interval(mins => ${commerce.artHoldMinutes})`;

export interface TakenUnit {
  collection: ArtCollectionRow;
  /** The edition number this order gets: 1 for the first piece sold. */
  editionNumber: number;
}

/**
 * Sells one unit to a paid art order, once: its held unit, or, when the hold was released (the
 * payment arrived after the hold ran out), a unit still free. Undefined when none is left: the
 * piece sold out meanwhile and the payment must be refunded.
 */
export async function takeUnit(
  tx: Db,
  order: { id: number; artCollectionId: number },
): Promise<TakenUnit | 'already-taken' | undefined> {
  const [before] = await tx
    .select({ holdState: orders.holdState })
    .from(orders)
    .where(eq(orders.id, order.id))
    .for('update');
  if (before?.holdState === 'taken') return 'already-taken';
  if (before?.holdState === 'oversold') return undefined;
  const wasHeld = before?.holdState === 'held';
  // Marked before the piece's row is locked (that lock lasts until the commit); when no unit is
  // left, the sold-out transition sets the order's hold state again, in this transaction.
  await markUnitTaken(tx, order.id);

  const [collection] = await tx
    .update(artCollections)
    .set({
      remainingSupply: sql`${artCollections.remainingSupply} - 1`,
      heldCount: sql`${artCollections.heldCount} - ${wasHeld ? 1 : 0}`,
      editionsIssued: sql`${artCollections.editionsIssued} + 1`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(artCollections.id, order.artCollectionId),
        wasHeld
          ? gt(artCollections.heldCount, 0)
          : sql`${artCollections.remainingSupply} - ${artCollections.heldCount} > 0`,
      ),
    )
    .returning();
  if (!collection) return undefined;
  return { collection, editionNumber: collection.editionsIssued };
}

/** Gives a held unit back (payment failed, order abandoned); false when it held none. */
export async function releaseHold(tx: Db, orderId: number): Promise<boolean> {
  const collectionId = await releaseHeldUnit(tx, orderId);
  if (collectionId === undefined) return false;
  await giveBack(tx, collectionId, 1);
  return true;
}

/**
 * Puts every hold whose time ran out back on sale (of one collection, or all). Run before each
 * new hold and by the shop's timer, so a buyer who walked away never blocks the last piece.
 */
export async function releaseExpiredHolds(tx: Db, collectionId?: number): Promise<number> {
  const released = await releaseExpiredHeldUnits(tx, collectionId);
  const perCollection = new Map<number, number>();
  for (const id of released) perCollection.set(id, (perCollection.get(id) ?? 0) + 1);
  for (const [id, units] of perCollection) await giveBack(tx, id, units);
  return released.length;
}

async function giveBack(tx: Db, collectionId: number, units: number) {
  await tx
    .update(artCollections)
    .set({ heldCount: sql`greatest(${artCollections.heldCount} - ${units}, 0)` })
    .where(eq(artCollections.id, collectionId));
}
