import type { SalesPeriod } from '../../shared/admin/sales.ts';

/** A period's figures with no sales: what the series and totals add to. */
export const noSales = (): Omit<SalesPeriod, 'period'> => ({
  revenueCents: 0,
  botRevenueCents: 0,
  artRevenueCents: 0,
  orders: 0,
  botOrders: 0,
  artOrders: 0,
  refundsCents: 0,
  refundedOrders: 0,
  discountCents: 0,
  discountedOrders: 0,
});
