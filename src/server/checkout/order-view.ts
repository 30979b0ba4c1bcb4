import { and, eq, isNull, desc } from 'drizzle-orm';
import type { OrderStatus, OrderView } from '../../shared/checkout.ts';
import { grantTokenForOrder, hashToken } from '../crypto/tokens.ts';
import type { Db } from '../db/client.ts';
import { downloadGrants } from '../db/schema.ts';
import { botProduct } from '../orders/catalog.ts';
import { orderReference, type Order } from '../orders/order-repository.ts';

/** The buyer's view of an order. The link is shown again only while its grant can be used. */
export async function buildOrderView(db: Db, order: Order, orderToken: string): Promise<OrderView> {
  const grantToken = grantTokenForOrder(orderToken);
  const [grant] = await db
    .select()
    .from(downloadGrants)
    .where(
      and(
        eq(downloadGrants.orderId, order.id),
        eq(downloadGrants.tokenHash, hashToken(grantToken)),
        isNull(downloadGrants.revokedAt),
      ),
    )
    .orderBy(desc(downloadGrants.id));
  const usable = grant && grant.expiresAt > new Date() && grant.downloadsUsed < grant.maxDownloads;
  return {
    order: {
      token: orderToken,
      reference: orderReference(order),
      email: order.email,
      productName: botProduct.name,
      amountCents: order.amountCents,
      currency: order.currency,
      status: order.status as OrderStatus,
      createdAt: order.createdAt.toISOString(),
      download:
        order.status === 'completed' && grant && usable
          ? {
              url: `/download/${grantToken}`,
              expiresAt: grant.expiresAt.toISOString(),
              downloadsUsed: grant.downloadsUsed,
              maxDownloads: grant.maxDownloads,
            }
          : null,
    },
  };
}
