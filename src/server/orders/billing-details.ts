import { eq, inArray, sql } from 'drizzle-orm';
import type { BillingDetails, BillingDetailsInput } from '../../shared/invoices.ts';
import type { Db } from '../db/client.ts';
import { billingDetails } from '../db/schema.ts';

const NONE: BillingDetails = { name: null, company: null, address: null, vatNumber: null };

const viewOf = (row: typeof billingDetails.$inferSelect): BillingDetails => ({
  name: row.name,
  company: row.company,
  address: row.address,
  vatNumber: row.vatNumber,
});

/** What the buyer added for the order's invoice; null before they add anything. */
export async function billingDetailsOf(db: Db, orderId: number): Promise<BillingDetails | null> {
  const [row] = await db.select().from(billingDetails).where(eq(billingDetails.orderId, orderId));
  return row ? viewOf(row) : null;
}

/** Billing details of many orders at once (the owner's export). */
export async function billingDetailsByOrder(
  db: Db,
  orderIds: number[],
): Promise<Map<number, BillingDetails>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(billingDetails)
    .where(inArray(billingDetails.orderId, orderIds));
  return new Map(rows.map((row) => [row.orderId, viewOf(row)]));
}

/**
 * Replaces the order's billing details with what the buyer sent: a field left empty or out is
 * cleared, so the form always shows what the invoice will print.
 */
export async function saveBillingDetails(
  db: Db,
  orderId: number,
  input: BillingDetailsInput,
): Promise<BillingDetails> {
  const values = {
    name: input.name || null,
    company: input.company || null,
    address: input.address || null,
    vatNumber: input.vatNumber || null,
  };
  const [row] = await db
    .insert(billingDetails)
    .values({ orderId, ...values })
    .onConflictDoUpdate({
      target: billingDetails.orderId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  return row ? viewOf(row) : NONE;
}
