import type { PaymentProviderName } from '../../shared/checkout.ts';
import type { Db } from '../db/client.ts';
import { holdExpiry, holdUnit } from '../art/supply.ts';
import { createPendingOrder, type Order } from '../orders/order-repository.ts';
import { ART_PRODUCT, botProduct } from '../orders/catalog.ts';
import type { CheckoutItem } from './checkout-item.ts';
import { type AcceptedTerms, recordAcceptance } from '../orders/acceptance/acceptance-record.ts';

/**
 * Creates the pending order a payment will be for, with the record of what the buyer accepted,
 * in one transaction: no order exists without it. For art a unit is held for it too; undefined
 * when none is free (sold out between the page and the click).
 */
export async function openOrder(
  db: Db,
  item: CheckoutItem,
  email: string,
  provider: PaymentProviderName,
  accepted: AcceptedTerms,
): Promise<{ order: Order; token: string } | undefined> {
  const fields = { email, amountCents: item.priceCents, currency: item.currency, provider };
  return db.transaction(async (tx) => {
    let opened;
    if (item.kind === 'bot') {
      opened = await createPendingOrder(tx, { ...fields, product: botProduct.id });
    } else {
      const held = await holdUnit(tx, item.collectionId);
      if (!held.ok) return undefined;
      opened = await createPendingOrder(tx, {
        ...fields,
        product: ART_PRODUCT,
        art: { collectionId: item.collectionId, holdExpiresAt: holdExpiry() },
      });
    }
    await recordAcceptance(tx, opened.order.id, accepted);
    return opened;
  });
}
