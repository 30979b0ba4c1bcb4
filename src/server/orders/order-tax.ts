import { eq } from 'drizzle-orm';
import type { TaxLocation } from '../../shared/tax.ts';
import type { Db } from '../db/client.ts';
import { orderTaxes } from '../db/schema.ts';
import type { TaxCalculation } from '../payments/tax-calculator.ts';

export type OrderTax = typeof orderTaxes.$inferSelect;

/** The tax a checkout priced, before the order exists: what `openOrder` stores with it. */
export interface PricedTax {
  location: TaxLocation;
  reverseCharge: boolean;
  /** The price the calculation taxed (after any discount code). */
  priceCents: number;
  calculation: TaxCalculation;
}

/** Stores where the buyer is and Stripe's calculation, in the transaction opening the order. */
export async function saveOrderTax(tx: Db, orderId: number, tax: PricedTax): Promise<void> {
  await tx.insert(orderTaxes).values({
    orderId,
    country: tax.location.country,
    postalCode: tax.location.postalCode ?? null,
    vatNumber: tax.location.vatNumber ?? null,
    reverseCharge: tax.reverseCharge,
    priceCents: tax.priceCents,
    calculationId: tax.calculation.id,
    label: tax.calculation.label ?? null,
  });
}

/** A taxed order's tax record; undefined for an order taken without tax. */
export async function orderTaxOf(db: Db, orderId: number): Promise<OrderTax | undefined> {
  const [row] = await db.select().from(orderTaxes).where(eq(orderTaxes.orderId, orderId));
  return row;
}
