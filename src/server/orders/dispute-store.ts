import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { disputes } from '../db/schema.ts';

export type Dispute = typeof disputes.$inferSelect;

/** The order's newest dispute (an order is rarely disputed twice), or undefined. */
export async function latestDispute(db: Db, orderId: number): Promise<Dispute | undefined> {
  const [dispute] = await db
    .select()
    .from(disputes)
    .where(eq(disputes.orderId, orderId))
    .orderBy(desc(disputes.id))
    .limit(1);
  return dispute;
}

/** The order's dispute that has no outcome yet, or undefined. */
export async function openDisputeOf(db: Db, orderId: number): Promise<Dispute | undefined> {
  const [dispute] = await db
    .select()
    .from(disputes)
    .where(and(eq(disputes.orderId, orderId), isNull(disputes.outcome)))
    .orderBy(desc(disputes.id))
    .limit(1);
  return dispute;
}
