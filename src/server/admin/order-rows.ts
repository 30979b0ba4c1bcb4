import { and, desc, inArray, isNull } from 'drizzle-orm';
import type { AdminOrderRow } from '../../shared/admin/orders.ts';
import type { PaymentProviderName } from '../../shared/checkout.ts';
import { downloadDisplay, isPurchaseIssue } from '../../shared/admin/purchase-rules.ts';
import type { Db } from '../db/client.ts';
import { downloadGrants } from '../db/schema.ts';
import { itemNames } from '../orders/item-names.ts';
import { type DownloadGrant, type Order, orderReference } from '../orders/order-repository.ts';
import { allowedOrderActions } from './order-action-rules.ts';

/** The newest link of each order that has not been revoked: the one the buyer can use. */
export async function currentGrants(
  db: Db,
  orderIds: number[],
): Promise<Map<number, DownloadGrant>> {
  const current = new Map<number, DownloadGrant>();
  if (orderIds.length === 0) return current;
  const grants = await db
    .select()
    .from(downloadGrants)
    .where(and(inArray(downloadGrants.orderId, orderIds), isNull(downloadGrants.revokedAt)))
    .orderBy(desc(downloadGrants.id));
  for (const grant of grants) if (!current.has(grant.orderId)) current.set(grant.orderId, grant);
  return current;
}

/**
 * An order as the admin lists it, with its download text, issue flag (purchase-rules.ts) and the
 * actions it allows; `provider` is the payment provider the shop uses now.
 */
export function toOrderRow(
  order: Order,
  grant: DownloadGrant | undefined,
  itemName: string,
  provider: PaymentProviderName,
): AdminOrderRow {
  const download = grant
    ? {
        downloadsUsed: grant.downloadsUsed,
        maxDownloads: grant.maxDownloads,
        expiresAt: grant.expiresAt.toISOString(),
      }
    : null;
  return {
    id: order.id,
    reference: orderReference(order),
    email: order.email,
    itemName,
    artCollectionId: order.artCollectionId,
    amountCents: order.amountCents,
    currency: order.currency,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    download,
    downloadDisplay: downloadDisplay(download),
    isIssue: isPurchaseIssue({ status: order.status, hasDownloadLink: grant !== undefined }),
    actions: allowedOrderActions({ order, link: grant, provider, now: new Date() }),
  };
}

export async function toOrderRows(
  db: Db,
  orders: Order[],
  provider: PaymentProviderName,
): Promise<AdminOrderRow[]> {
  const grants = await currentGrants(
    db,
    orders.map((order) => order.id),
  );
  const names = await itemNames(db, orders);
  return orders.map((order) =>
    toOrderRow(order, grants.get(order.id), names.get(order.id) ?? order.product, provider),
  );
}
