import { eq, type SQL } from 'drizzle-orm';
import type { PaymentProviderName } from '../../shared/checkout.ts';
import { orderSealKey } from '../crypto/order-seal.ts';
import { hashToken, newToken } from '../crypto/tokens.ts';
import type { Db } from '../db/client.ts';
import { downloadGrants, orders } from '../db/schema.ts';

export type Order = typeof orders.$inferSelect;
export type DownloadGrant = typeof downloadGrants.$inferSelect;

/** A short reference for talking to support, derived from the stored hash; not a credential. */
export function orderReference(order: Pick<Order, 'tokenHash'>): string {
  return `CM-${order.tokenHash.slice(0, 10).toUpperCase()}`;
}

export async function createPendingOrder(
  db: Db,
  input: {
    email: string;
    product: string;
    amountCents: number;
    /** The tax inside `amountCents` (TAX_MODE=stripe); 0 when unset. */
    taxCents?: number;
    currency: string;
    provider: PaymentProviderName;
    /** An art order: its collection; the caller has just held a unit for it. */
    art?: { collectionId: number; holdExpiresAt: SQL };
    /** A discount code's use the caller has just taken for it; `amountCents` is after it. */
    discount?: { codeId: number; code: string; cents: number; expiresAt: SQL };
  },
): Promise<{ order: Order; token: string }> {
  const token = newToken();
  const { art, discount, ...fields } = input;
  const [order] = await db
    .insert(orders)
    .values({
      ...fields,
      tokenHash: hashToken(token),
      grantSealKey: orderSealKey(token),
      ...(art
        ? { artCollectionId: art.collectionId, holdState: 'held', holdExpiresAt: art.holdExpiresAt }
        : {}),
      ...(discount
        ? {
            discountCodeId: discount.codeId,
            discountCode: discount.code,
            discountCents: discount.cents,
            discountUseState: 'held' as const,
            discountUseExpiresAt: discount.expiresAt,
          }
        : {}),
    })
    .returning();
  if (!order) throw new Error('order insert returned no row');
  return { order, token };
}

export async function findOrderByToken(db: Db, token: string): Promise<Order | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(eq(orders.tokenHash, hashToken(token)));
  return order;
}

export async function findGrantByToken(db: Db, token: string): Promise<DownloadGrant | undefined> {
  const [grant] = await db
    .select()
    .from(downloadGrants)
    .where(eq(downloadGrants.tokenHash, hashToken(token)));
  return grant;
}
