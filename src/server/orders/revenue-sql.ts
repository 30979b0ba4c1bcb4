import { sql } from 'drizzle-orm';
import { orders } from '../db/schema.ts';

/**
 * The tax an order still holds: its tax less the refunds' share of it (`taxRefundedCents` in
 * src/shared/tax.ts, the same rounding).
 */
const taxHeldCents = sql`${orders.taxCents} - case when ${orders.taxCents} = 0 then 0 else (2::bigint * ${orders.taxCents} * ${orders.refundedCents} + ${orders.amountCents}) / (2 * ${orders.amountCents}) end`;

/**
 * What an order brought in, as an SQL expression: the charge net of its refunds and of tax, which
 * is the state's, not revenue. The dashboard and the sales figures both count with it, so they
 * agree.
 */
export const orderRevenueCents = sql`(${orders.amountCents} - ${orders.refundedCents} - (${taxHeldCents}))`;
