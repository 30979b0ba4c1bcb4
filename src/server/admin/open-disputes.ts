import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { OpenDispute } from '../../shared/disputes.ts';
import type { Db } from '../db/client.ts';
import { disputes, orders } from '../db/schema.ts';
import { orderReference } from '../orders/order-repository.ts';

/** Disputes without an outcome, the nearest deadline first (those without one last). */
export async function openDisputes(db: Db): Promise<OpenDispute[]> {
  const rows = await db
    .select({ dispute: disputes, order: orders })
    .from(disputes)
    .innerJoin(orders, eq(orders.id, disputes.orderId))
    .where(isNull(disputes.outcome))
    .orderBy(sql`${disputes.evidenceDueBy} asc nulls last`, asc(disputes.id));
  return rows.map(({ dispute, order }) => ({
    orderId: order.id,
    reference: orderReference(order),
    email: order.email,
    amountCents: dispute.amountCents,
    currency: dispute.currency,
    reason: dispute.reason,
    status: dispute.status,
    evidenceDueBy: dispute.evidenceDueBy?.toISOString() ?? null,
    submittedAt: dispute.submittedAt?.toISOString() ?? null,
  }));
}
