import { z } from 'zod';

export const salesIntervals = ['day', 'week', 'month'] as const;
export const SalesIntervalSchema = z.enum(salesIntervals, {
  message: 'Choose day, week or month.',
});
export type SalesInterval = z.infer<typeof SalesIntervalSchema>;

const DaySchema = z.iso.date('Use a date like 2026-01-31.');

/** The longest range one request may cover, in days: a day chart of ten years is no picture. */
export const SALES_MAX_DAYS = 3_700;

/**
 * `GET /api/admin/sales`: `from` and `to` are days in the owner's time zone (SHOP_TIME_ZONE),
 * both included; without them, the last 30 days up to today.
 */
export const SalesQuerySchema = z
  .object({
    from: DaySchema.optional(),
    to: DaySchema.optional(),
    interval: SalesIntervalSchema.default('day'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: '"from" must be on or before "to".',
    path: ['from'],
  });
export type SalesQuery = z.infer<typeof SalesQuerySchema>;

/**
 * Sales of the orders that started checkout in one period (a day, or the week from Monday, or
 * the month, in the owner's time zone), by the rules of the dashboard and the orders list:
 * `revenueCents` is what completed orders brought in net of refunds (bot and art apart beside
 * it), `orders` counts them; `refundsCents` is what was given back on the period's orders and
 * `refundedOrders` counts those refunded in full; `discountCents` is what codes took off
 * completed orders, `discountedOrders` counts them.
 */
export const SalesPeriodSchema = z.object({
  /** The period's first day, `YYYY-MM-DD`. */
  period: z.iso.date(),
  revenueCents: z.number().int(),
  botRevenueCents: z.number().int(),
  artRevenueCents: z.number().int(),
  orders: z.number().int(),
  botOrders: z.number().int(),
  artOrders: z.number().int(),
  refundsCents: z.number().int(),
  refundedOrders: z.number().int(),
  discountCents: z.number().int(),
  discountedOrders: z.number().int(),
});
export type SalesPeriod = z.infer<typeof SalesPeriodSchema>;

/**
 * The whole range: the periods added up, and `refundRate`, the share of the money taken that was
 * given back (refundsCents over revenueCents + refundsCents; 0 with no sales).
 */
export const SalesTotalsSchema = SalesPeriodSchema.omit({ period: true }).extend({
  refundRate: z.number(),
});
export type SalesTotals = z.infer<typeof SalesTotalsSchema>;

/**
 * From checkout to use, for orders that started checkout in the range: `checkoutsStarted` every
 * order, `paid` those paid (completed, refunded or disputed), `downloaded` paid ones with at least
 * one download, `activated` paid bot orders whose licence runs on at least one machine.
 */
export const SalesFunnelSchema = z.object({
  checkoutsStarted: z.number().int(),
  paid: z.number().int(),
  downloaded: z.number().int(),
  activated: z.number().int(),
});
export type SalesFunnel = z.infer<typeof SalesFunnelSchema>;

/** An art piece by what its completed orders brought in, over the range. */
export const TopArtPieceSchema = z.object({
  artCollectionId: z.number().int(),
  name: z.string(),
  orders: z.number().int(),
  revenueCents: z.number().int(),
});

/** A discount code's use on completed orders over the range. */
export const DiscountCodeUseSchema = z.object({
  code: z.string(),
  orders: z.number().int(),
  discountCents: z.number().int(),
  revenueCents: z.number().int(),
});

/** How many art pieces and codes the lists name (the largest first). */
export const SALES_TOP_LIMIT = 10;

export const SalesReportSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  interval: SalesIntervalSchema,
  /** The owner's time zone the days are counted in (IANA name). */
  timeZone: z.string(),
  currency: z.string(),
  /** Every period of the range, oldest first, those without sales included (as zeros). */
  series: z.array(SalesPeriodSchema),
  totals: SalesTotalsSchema,
  funnel: SalesFunnelSchema,
  topArt: z.array(TopArtPieceSchema),
  discountCodes: z.array(DiscountCodeUseSchema),
});
export type SalesReport = z.infer<typeof SalesReportSchema>;
export type TopArtPiece = z.infer<typeof TopArtPieceSchema>;
export type DiscountCodeUse = z.infer<typeof DiscountCodeUseSchema>;
