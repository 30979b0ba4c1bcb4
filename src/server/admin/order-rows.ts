import { and, desc, inArray, isNull } from 'drizzle-orm';
import type { AdminOrderRow } from '../../shared/admin/orders.ts';
import type { PaymentProviderName } from '../../shared/checkout.ts';
import { downloadDisplay, isPurchaseIssue } from '../../shared/admin/purchase-rules.ts';
import type { Db } from '../db/client.ts';
import { downloadGrants } from '../db/schema.ts';
import { itemNames } from '../orders/item-names.ts';
import { type DownloadGrant, type Order, orderReference } from '../orders/order-repository.ts';
import { isOwnLink } from '../orders/own-links.ts';
import { allowedOrderActions } from './order-action-rules.ts';
import { ordersWithFailedMail, purchaseIssueFacts } from './purchase-issues.ts';

/**
 * The newest own link of each order that has not been revoked: the one the buyer can use (art
 * sent by hand beside an order is not the order's link).
 */
export async function currentGrants(
  db: Db,
  orderIds: number[],
): Promise<Map<number, DownloadGrant>> {
  const current = new Map<number, DownloadGrant>();
  if (orderIds.length === 0) return current;
  const grants = await db
    .select()
    .from(downloadGrants)
    .where(
      and(inArray(downloadGrants.orderId, orderIds), isNull(downloadGrants.revokedAt), isOwnLink),
    )
    .orderBy(desc(downloadGrants.id));
  for (const grant of grants) if (!current.has(grant.orderId)) current.set(grant.orderId, grant);
  return current;
}

/** What a row shows besides the order itself. */
export interface OrderRowFacts {
  /** The order's current link (`currentGrants`). */
  grant: DownloadGrant | undefined;
  itemName: string;
  /** A mail about the order failed (`ordersWithFailedMail`). */
  mailFailed: boolean;
  /** The payment provider the shop uses now. */
  provider: PaymentProviderName;
}

/** An order as the admin lists it, with its download text, issue flag and allowed actions. */
export function toOrderRow(order: Order, facts: OrderRowFacts): AdminOrderRow {
  const { grant, provider } = facts;
  const now = new Date();
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
    itemName: facts.itemName,
    artCollectionId: order.artCollectionId,
    amountCents: order.amountCents,
    taxCents: order.taxCents,
    refundedCents: order.refundedCents,
    currency: order.currency,
    discountCode: order.discountCode,
    discountCents: order.discountCents,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    download,
    downloadDisplay: downloadDisplay(download),
    isIssue: isPurchaseIssue(purchaseIssueFacts(order, grant, facts.mailFailed, now)),
    actions: allowedOrderActions({ order, link: grant, provider, now }),
  };
}

export async function toOrderRows(
  db: Db,
  orders: Order[],
  provider: PaymentProviderName,
): Promise<AdminOrderRow[]> {
  const ids = orders.map((order) => order.id);
  const grants = await currentGrants(db, ids);
  const failedMail = await ordersWithFailedMail(db, ids);
  const names = await itemNames(db, orders);
  return orders.map((order) =>
    toOrderRow(order, {
      grant: grants.get(order.id),
      itemName: names.get(order.id) ?? order.product,
      mailFailed: failedMail.has(order.id),
      provider,
    }),
  );
}
