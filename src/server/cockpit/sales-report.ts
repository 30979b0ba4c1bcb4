import {
  SALES_MAX_DAYS,
  type SalesPeriod,
  type SalesQuery,
  type SalesReport,
  type SalesTotals,
} from '../../shared/admin/sales.ts';
import type { Db } from '../db/client.ts';
import { botProduct } from '../orders/catalog.ts';
import {
  discountCodeUse,
  salesFunnel,
  salesSeries,
  todayIn,
  topArtPieces,
} from './sales-figures.ts';
import { addDays, daysBetween, periodStarts } from './sales-periods.ts';
import { noSales } from './sales-zero.ts';

/** The range a request without `from` shows: the last 30 days up to `to` (today by default). */
const DEFAULT_DAYS = 30;

const emptyPeriod = (period: string): SalesPeriod => ({ period, ...noSales() });

/** The periods added up, with the share of the money taken that was given back. */
export function salesTotals(series: SalesPeriod[]): SalesTotals {
  const figures = noSales();
  const keys = Object.keys(figures) as (keyof typeof figures)[];
  for (const period of series) for (const key of keys) figures[key] += period[key];
  const taken = figures.revenueCents + figures.refundsCents;
  return { ...figures, refundRate: taken === 0 ? 0 : figures.refundsCents / taken };
}

/** The range's days: as asked, or ending today in the owner's zone; null when it is too long. */
export async function salesRange(
  db: Db,
  query: SalesQuery,
  timeZone: string,
): Promise<{ from: string; to: string } | { tooLong: number }> {
  const to = query.to ?? (await todayIn(db, timeZone));
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (from > to) return { from: to, to };
  const days = daysBetween(from, to) + 1;
  return days > SALES_MAX_DAYS ? { tooLong: days } : { from, to };
}

/** Every figure of the sales screen: one aggregate query per chart. */
export async function salesReport(
  db: Db,
  range: { from: string; to: string; timeZone: string },
  interval: SalesQuery['interval'],
): Promise<SalesReport> {
  const found = new Map((await salesSeries(db, range, interval)).map((p) => [p.period, p]));
  const series = periodStarts(range.from, range.to, interval).map(
    (period) => found.get(period) ?? emptyPeriod(period),
  );
  return {
    ...range,
    interval,
    currency: botProduct.currency,
    series,
    totals: salesTotals(series),
    funnel: await salesFunnel(db, range),
    topArt: await topArtPieces(db, range),
    discountCodes: await discountCodeUse(db, range),
  };
}
