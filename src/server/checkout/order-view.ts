import { and, eq, isNull, desc } from 'drizzle-orm';
import type { OrderView } from '../../shared/checkout.ts';
import { downloadFilePath, downloadPagePath } from '../../shared/delivery.ts';
import { openForOrder } from '../crypto/order-seal.ts';
import { licenceForBuyer } from '../licences/licence-store.ts';
import type { Db } from '../db/client.ts';
import { downloadGrants } from '../db/schema.ts';
import { itemName } from '../orders/item-names.ts';
import { orderReference, type Order } from '../orders/order-repository.ts';

/** The buyer's view of an order. The link is shown again only while its grant can be used. */
export async function buildOrderView(db: Db, order: Order, orderToken: string): Promise<OrderView> {
  // The newest live grant; its token opens only with the order token the buyer holds.
  const [grant] = await db
    .select()
    .from(downloadGrants)
    .where(and(eq(downloadGrants.orderId, order.id), isNull(downloadGrants.revokedAt)))
    .orderBy(desc(downloadGrants.id))
    .limit(1);
  const grantToken = grant?.tokenSealed ? openForOrder(orderToken, grant.tokenSealed) : null;
  const linkState = !grant
    ? 'none'
    : grant.expiresAt <= new Date()
      ? 'expired'
      : grant.downloadsUsed >= grant.maxDownloads
        ? 'exhausted'
        : 'ready';
  const usable = grantToken && linkState === 'ready';
  return {
    order: {
      token: orderToken,
      reference: orderReference(order),
      email: order.email,
      productName: await itemName(db, order),
      itemKind: order.artCollectionId === null ? 'bot' : 'art',
      artCollectionId: order.artCollectionId,
      amountCents: order.amountCents,
      currency: order.currency,
      status: order.status,
      linkState: order.status === 'refunded' ? 'revoked' : linkState,
      createdAt: order.createdAt.toISOString(),
      download:
        order.status === 'completed' && grant && grantToken && usable
          ? {
              url: downloadFilePath(grantToken),
              pageUrl: downloadPagePath(grantToken),
              expiresAt: grant.expiresAt.toISOString(),
              downloadsUsed: grant.downloadsUsed,
              maxDownloads: grant.maxDownloads,
            }
          : null,
      licence: await licenceForBuyer(db, order.id, orderToken),
    },
  };
}
