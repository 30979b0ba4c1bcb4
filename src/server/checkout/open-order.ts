import type { PaymentProviderName } from '../../shared/checkout.ts';
import type { Db } from '../db/client.ts';
import { holdExpiry, holdUnit } from '../art/supply.ts';
import { createPendingOrder, type Order } from '../orders/order-repository.ts';
import { ART_PRODUCT, botProduct } from '../orders/catalog.ts';
import type { CheckoutItem } from './checkout-item.ts';

/**
 * Creates the pending order a payment will be for. For art, in the same transaction, a unit is
 * held for it; undefined when none is free (sold out between the page and the click).
 */
export async function openOrder(
  db: Db,
  item: CheckoutItem,
  email: string,
  provider: PaymentProviderName,
): Promise<{ order: Order; token: string } | undefined> {
  const fields = { email, amountCents: item.priceCents, currency: item.currency, provider };
  if (item.kind === 'bot') return createPendingOrder(db, { ...fields, product: botProduct.id });
  return db.transaction(async (tx) => {
    const held = await holdUnit(tx, item.collectionId);
    if (!held.ok) return undefined;
    return createPendingOrder(tx, {
      ...fields,
      product: ART_PRODUCT,
      art: { collectionId: item.collectionId, holdExpiresAt: holdExpiry() },
    });
  });
}
