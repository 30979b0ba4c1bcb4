import { and, eq, type SQL, sql } from 'drizzle-orm';
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
    currency: string;
    provider: PaymentProviderName;
    /** An art order: its collection; the caller has just held a unit for it. */
    art?: { collectionId: number; holdExpiresAt: SQL };
  },
): Promise<{ order: Order; token: string }> {
  const token = newToken();
  const { art, ...fields } = input;
  const [order] = await db
    .insert(orders)
    .values({
      ...fields,
      tokenHash: hashToken(token),
      grantSealKey: orderSealKey(token),
      ...(art
        ? { artCollectionId: art.collectionId, holdState: 'held', holdExpiresAt: art.holdExpiresAt }
        : {}),
    })
    .returning();
  if (!order) throw new Error('order insert returned no row');
  return { order, token };
}

export async function attachIntent(db: Db, orderId: number, intentId: string): Promise<void> {
  await db.update(orders).set({ providerIntentId: intentId }).where(eq(orders.id, orderId));
}

/** Marks a pending order failed; false when it was no longer pending (paid, refunded). */
export async function markOrderFailed(db: Db, orderId: number, message: string): Promise<boolean> {
  const updated = await db
    .update(orders)
    .set({ status: 'failed', failureMessage: message, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  return updated.length > 0;
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
