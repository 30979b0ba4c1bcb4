import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { artCollections, artEditions } from '../db/schema.ts';
import { botProduct } from './catalog.ts';
import type { DownloadGrant, Order } from './order-repository.ts';

type Named = Pick<Order, 'id' | 'product' | 'artCollectionId'>;

/** What each order bought, as lists and mails name it: the bot, or the art collection's name. */
export async function itemNames(db: Db, orders: Named[]): Promise<Map<number, string>> {
  const collectionIds = [
    ...new Set(
      orders.flatMap((order) => (order.artCollectionId === null ? [] : [order.artCollectionId])),
    ),
  ];
  const collections = new Map<number, string>();
  if (collectionIds.length > 0) {
    const rows = await db
      .select({ id: artCollections.id, name: artCollections.name })
      .from(artCollections)
      .where(inArray(artCollections.id, collectionIds));
    for (const row of rows) collections.set(row.id, row.name);
  }
  return new Map(
    orders.map((order) => [
      order.id,
      order.artCollectionId === null
        ? botProduct.name
        : (collections.get(order.artCollectionId) ?? 'Art piece'),
    ]),
  );
}

export async function itemName(db: Db, order: Named): Promise<string> {
  return (await itemNames(db, [order])).get(order.id) ?? botProduct.name;
}

/**
 * What one of the order's links opens, by name: the art piece of its edition, or else what the
 * order bought. A piece the owner sent by hand beside a bot order is named as that piece.
 */
export async function linkItemName(
  db: Db,
  order: Named,
  grant: Pick<DownloadGrant, 'artEditionId'>,
): Promise<string> {
  if (grant.artEditionId === null) return itemName(db, order);
  const [row] = await db
    .select({ name: artCollections.name })
    .from(artEditions)
    .innerJoin(artCollections, eq(artCollections.id, artEditions.collectionId))
    .where(eq(artEditions.id, grant.artEditionId));
  return row?.name ?? itemName(db, order);
}
