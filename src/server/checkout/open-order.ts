import type { PaymentProviderName } from '../../shared/checkout.ts';
import type { DiscountRefusal } from '../../shared/discount-codes.ts';
import type { Db } from '../db/client.ts';
import { holdExpiry, holdUnit } from '../art/supply.ts';
import { createPendingOrder, type Order } from '../orders/order-repository.ts';
import { ART_PRODUCT, botProduct } from '../orders/catalog.ts';
import {
  type DiscountCodeRow,
  discountUseExpiry,
  reserveDiscountUse,
} from '../orders/lifecycle/discount-uses.ts';
import type { DeliveryContext } from '../orders/lifecycle/order-items.ts';
import { payOrder } from '../orders/lifecycle/payment-outcomes.ts';
import type { CheckoutItem } from './checkout-item.ts';
import { type AcceptedTerms, recordAcceptance } from '../orders/acceptance/acceptance-record.ts';
import { type PricedTax, saveOrderTax } from '../orders/order-tax.ts';

export type OpenedOrder =
  | { ok: true; order: Order; token: string }
  | { ok: false; refusal: 'sold-out' }
  | { ok: false; refusal: 'price-changed' }
  | { ok: false; refusal: DiscountRefusal; code: string; row?: DiscountCodeRow };

/** Thrown inside the transaction so what it already set aside (a unit, a use) is rolled back. */
class Refused extends Error {
  constructor(readonly result: Extract<OpenedOrder, { ok: false }>) {
    super(result.refusal);
  }
}

/** How an order with nothing left to pay is recorded as paid. */
export const FREE_ORDER_PAYMENT = 'Discount code: nothing to pay';

/**
 * Creates the pending order a payment will be for, in one transaction with the record of what
 * the buyer accepted (no order exists without it) and what it sets aside: for art, a held unit;
 * with a discount code, one of its uses (the code's price is the order's amount). A code that
 * takes the whole price off completes the order in the same transaction, through the
 * lifecycle's payment, so it is paid and delivered exactly once and never left open.
 */
export async function openOrder(
  db: Db,
  item: CheckoutItem,
  buyer: { email: string; discountCode?: string },
  provider: PaymentProviderName,
  delivery: DeliveryContext,
  accepted: AcceptedTerms,
  tax?: PricedTax,
): Promise<OpenedOrder> {
  const { email } = buyer;
  try {
    return await db.transaction(async (tx) => {
      let priceCents = item.priceCents;
      let discount: Parameters<typeof createPendingOrder>[1]['discount'];
      if (buyer.discountCode !== undefined) {
        const use = await reserveDiscountUse(tx, buyer.discountCode, item, email);
        if (!use.ok) throw new Refused(use);
        priceCents = use.priceCents;
        discount = {
          codeId: use.codeId,
          code: use.code,
          cents: use.discountCents,
          expiresAt: discountUseExpiry(),
        };
      }
      // The tax was priced before the transaction: a code edited meanwhile changes the price.
      if (tax && tax.priceCents !== priceCents) {
        throw new Refused({ ok: false, refusal: 'price-changed' });
      }
      const taxCents = tax?.calculation.taxCents ?? 0;
      const fields = {
        email,
        currency: item.currency,
        provider,
        discount,
        amountCents: priceCents + taxCents,
        taxCents,
      };
      const created =
        item.kind === 'bot'
          ? await createPendingOrder(tx, { ...fields, product: botProduct.id })
          : await createPendingOrder(tx, {
              ...fields,
              product: ART_PRODUCT,
              art: { collectionId: item.collectionId, holdExpiresAt: holdExpiry() },
            });
      await recordAcceptance(tx, created.order.id, accepted);
      if (tax) await saveOrderTax(tx, created.order.id, tax);
      // The unit is held last: the piece's row stays locked until the commit, and every other
      // buyer and payment of the piece waits for it. Refused, the order above is rolled back.
      if (item.kind === 'art' && !(await holdUnit(tx, item.collectionId)).ok) {
        throw new Refused({ ok: false, refusal: 'sold-out' });
      }
      if (created.order.amountCents > 0) return { ok: true as const, ...created };

      const paid = await payOrder(
        tx,
        created.order.id,
        { paymentMethod: FREE_ORDER_PAYMENT },
        { kind: 'shop', part: 'discount code' },
        delivery,
      );
      if (paid !== 'fulfilled') throw new Error(`free order ${created.order.id}: ${paid}`);
      return { ok: true as const, ...created };
    });
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}
