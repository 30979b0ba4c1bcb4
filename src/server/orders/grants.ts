import { and, eq, isNull, sql } from 'drizzle-orm';
import { commerce } from '../../shared/site-config.ts';
import { sealForOrder } from '../crypto/order-seal.ts';
import { hashToken, newToken } from '../crypto/tokens.ts';
import type { Db } from '../db/client.ts';
import { downloadGrants } from '../db/schema.ts';
import type { DownloadGrant, Order } from './order-repository.ts';

/**
 * Ends every live link of an order and issues a new one with a full allowance (a fresh link
 * from the admin, or one a buyer asked for).
 */
export async function replaceGrants(
  tx: Db,
  order: Pick<Order, 'id' | 'grantSealKey'>,
): Promise<{ grant: DownloadGrant; token: string }> {
  await tx
    .update(downloadGrants)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(downloadGrants.orderId, order.id), isNull(downloadGrants.revokedAt)));
  return issueGrant(tx, order);
}

/**
 * Creates a download grant for an order with a fresh random token. The database keeps the token's
 * hash, and the token sealed to the order so the buyer's thank-you page can show it again.
 */
export async function issueGrant(
  tx: Db,
  order: Pick<Order, 'id' | 'grantSealKey'>,
): Promise<{ grant: DownloadGrant; token: string }> {
  const token = newToken();
  const [grant] = await tx
    .insert(downloadGrants)
    .values({
      orderId: order.id,
      tokenHash: hashToken(token),
      tokenSealed: order.grantSealKey ? sealForOrder(order.grantSealKey, token) : null,
      expiresAt: sql`now() + make_interval(hours => ${commerce.downloadHours})`,
      maxDownloads: commerce.maxDownloads,
    })
    .returning();
  if (!grant) throw new Error('grant insert returned no row');
  return { grant, token };
}
