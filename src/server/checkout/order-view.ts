import type { OrderView } from '../../shared/order-view.ts';
import { downloadFilePath, downloadPagePath } from '../../shared/delivery.ts';
import { orderEdition } from '../art/order-edition.ts';
import { openForOrder } from '../crypto/order-seal.ts';
import { type LibrarySeal, licenceForBuyer } from '../licences/licence-store.ts';
import type { Db } from '../db/client.ts';
import { linkStanding } from '../orders/grants.ts';
import { billingDetailsOf } from '../orders/billing-details.ts';
import { orderDocuments } from '../orders/invoice-numbers.ts';
import { itemName } from '../orders/item-names.ts';
import { currentOwnGrant } from '../orders/own-links.ts';
import { orderReference, type Order } from '../orders/order-repository.ts';

/** The buyer's view of an order. The link is shown again only while its grant can be used. */
export async function buildOrderView(
  db: Db,
  order: Order,
  orderToken: string,
  library: LibrarySeal,
): Promise<OrderView> {
  // The newest live link to what the order bought (art the owner sent beside it has its own
  // mail); its token opens only with the order token the buyer holds.
  const grant = await currentOwnGrant(db, order.id);
  const grantToken = grant?.tokenSealed ? openForOrder(orderToken, grant.tokenSealed) : null;
  const standing = grant ? linkStanding(grant, new Date()) : 'none';
  const linkState = standing === 'works' ? 'ready' : standing;
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
      taxCents: order.taxCents,
      refundedCents: order.refundedCents,
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
      // A refund ends the certificate: the page stops naming it.
      edition: order.status === 'completed' ? await orderEdition(db, order) : null,
      licence: await licenceForBuyer(db, order.id, orderToken, library),
      ...(await orderDocuments(db, order.id)),
      billing: await billingDetailsOf(db, order.id),
    },
  };
}
