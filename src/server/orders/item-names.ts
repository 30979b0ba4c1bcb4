import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { artCollections } from '../db/schema.ts';
import { botProduct } from './catalog.ts';
import type { Order } from './order-repository.ts';

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
