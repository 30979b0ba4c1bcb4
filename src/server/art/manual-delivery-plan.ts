import { and, eq, isNull } from 'drizzle-orm';
import { type OrderKey, orderKeyLabel } from '../../shared/admin/order-key.ts';
import type { Db } from '../db/client.ts';
import { artCollections } from '../db/schema.ts';
import { ordersByKey } from '../admin/order-by-key.ts';
import type { Order } from '../orders/order-repository.ts';
import { type ArtEdition, findEdition } from './editions.ts';

/** A delivery the order or the collection does not allow; `status` is the HTTP answer. */
export class ManualDeliveryError extends Error {
  override name = 'ManualDeliveryError';
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

/** The one order `key` names (locked `for update` when asked), or the answer the owner gets. */
export async function theOrder(db: Db, key: OrderKey, lock: boolean): Promise<Order> {
  const found = await ordersByKey(db, key, lock);
  const [order] = found;
  if (!order) throw new ManualDeliveryError(404, `There is no order ${orderKeyLabel(key)}.`);
  if (found.length > 1) {
    throw new ManualDeliveryError(
      409,
      `More than one order has the reference ${orderKeyLabel(key)}. Please enter the order ID instead.`,
    );
  }
  return order;
}

export type ArtCollectionRow = typeof artCollections.$inferSelect;

/** What a manual delivery to an order would send, as its preview shows and the delivery does. */
export interface ManualDeliveryPlan {
  collection: ArtCollectionRow;
  /** The typed address, or the order's. */
  to: string;
  /** The edition the order owns already (sent again), or none: the next one is numbered for it. */
  owned: ArtEdition | undefined;
}

/**
 * The checks the preview and the delivery share, so the owner is never shown a delivery that
 * would be refused: the order is paid, the collection exists and, unless the order owns a piece
 * of it already, has one left that no open checkout holds.
 */
export async function planDelivery(
  db: Db,
  order: Order,
  request: { collectionId: number; email?: string },
): Promise<ManualDeliveryPlan> {
  if (order.status !== 'completed') {
    throw new ManualDeliveryError(
      409,
      `Order ${order.id} is ${order.status}, not paid, so nothing can be delivered for it.`,
    );
  }
  const [collection] = await db
    .select()
    .from(artCollections)
    .where(and(eq(artCollections.id, request.collectionId), isNull(artCollections.deletedAt)));
  if (!collection) {
    throw new ManualDeliveryError(404, `There is no art collection ${request.collectionId}.`);
  }
  const owned = await findEdition(db, order.id, collection.id);
  if (!owned && collection.remainingSupply - collection.heldCount <= 0) throw soldOut(collection);
  return { collection, to: request.email || order.email, owned };
}

/** The answer when no piece of `collection` is left to deliver. */
export function soldOut(collection: Pick<ArtCollectionRow, 'name'>): ManualDeliveryError {
  return new ManualDeliveryError(
    409,
    `${collection.name} is sold out: no piece is left to deliver. Choose another collection or raise its supply.`,
  );
}
