import { and, eq, inArray } from 'drizzle-orm';
import type { PurchaseIssueFacts } from '../../shared/admin/purchase-rules.ts';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { grantWorks } from '../orders/grants.ts';
import { holdsPayment } from '../orders/lifecycle/payment-outcomes.ts';
import type { DownloadGrant, Order } from '../orders/order-repository.ts';

/** The orders among `orderIds` with a mail that gave up after its last attempt. */
export async function ordersWithFailedMail(db: Db, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const failed = await db
    .selectDistinct({ orderId: outbox.orderId })
    .from(outbox)
    .where(and(eq(outbox.status, 'failed'), inArray(outbox.orderId, orderIds)));
  return new Set(failed.flatMap(({ orderId }) => (orderId === null ? [] : [orderId])));
}

/**
 * What `isPurchaseIssue` decides on, from the order, its current link (the newest not revoked)
 * and whether a mail about it failed.
 */
export function purchaseIssueFacts(
  order: Pick<Order, 'status' | 'holdState'>,
  link: DownloadGrant | undefined,
  mailFailed: boolean,
  now: Date,
): PurchaseIssueFacts {
  return {
    completed: order.status === 'completed',
    // A used-up or expired link that was downloaded has served the buyer.
    linkServed: link !== undefined && (link.downloadsUsed > 0 || grantWorks(link, now)),
    // Holding the money of an order that is not completed: paid, then found sold out.
    deliveryFailed: holdsPayment(order) && order.status !== 'completed',
    mailFailed,
    disputed: order.status === 'disputed',
  };
}
