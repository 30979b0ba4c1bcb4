import type { ManualDeliveryPreview } from '../../shared/admin/manual-delivery.ts';
import type { OrderKey } from '../../shared/admin/order-key.ts';
import type { Db } from '../db/client.ts';
import { itemNames } from '../orders/item-names.ts';
import { orderReference } from '../orders/order-repository.ts';
import { planDelivery, theOrder } from './manual-delivery-plan.ts';

/**
 * Who a manual delivery would send what to, for the owner to confirm: read-only, and refused
 * where the delivery would be (manual-delivery-plan.ts).
 */
export async function previewManualDelivery(
  db: Db,
  request: { order: OrderKey; collectionId: number; email?: string },
): Promise<ManualDeliveryPreview> {
  const order = await theOrder(db, request.order, false);
  const { collection, to, owned } = await planDelivery(db, order, request);
  const names = await itemNames(db, [order]);
  return {
    order: {
      id: order.id,
      reference: orderReference(order),
      email: order.email,
      itemName: names.get(order.id) ?? order.product,
    },
    to,
    collection: { id: collection.id, name: collection.name, rarity: collection.rarity },
    edition: owned
      ? { number: owned.editionNumber, of: owned.editionOf, alreadyOwned: true }
      : // The number the delivery's own update gives the next piece (editionsIssued + 1).
        { number: collection.editionsIssued + 1, of: collection.totalSupply, alreadyOwned: false },
  };
}
