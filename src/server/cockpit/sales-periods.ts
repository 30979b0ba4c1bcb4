import type { SalesInterval } from '../../shared/admin/sales.ts';

/*
 * Calendar arithmetic on days written `YYYY-MM-DD`: the days are already the owner's (the
 * database turned instants into them in SHOP_TIME_ZONE), so they are counted here as plain
 * calendar days, in UTC only to have a calendar with no clock changes.
 */

const DAY_MS = 86_400_000;

const toDay = (date: Date) => date.toISOString().slice(0, 10);
const parseDay = (day: string) => new Date(`${day}T00:00:00Z`);

export function addDays(day: string, days: number): string {
  return toDay(new Date(parseDay(day).getTime() + days * DAY_MS));
}

/** Whole days from `from` to `to` (0 for the same day). */
export const daysBetween = (from: string, to: string) =>
  Math.round((parseDay(to).getTime() - parseDay(from).getTime()) / DAY_MS);

/** The first day of the period holding `day`: itself, its week's Monday, its month's first. */
export function periodStart(day: string, interval: SalesInterval): string {
  if (interval === 'day') return day;
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (parseDay(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6, as date_trunc
  return addDays(day, -weekday);
}

function nextPeriod(start: string, interval: SalesInterval): string {
  if (interval === 'day') return addDays(start, 1);
  if (interval === 'week') return addDays(start, 7);
  const date = parseDay(start);
  return toDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)));
}

/** The first day of every period that overlaps `from`…`to` (both included), oldest first. */
export function periodStarts(from: string, to: string, interval: SalesInterval): string[] {
  const starts: string[] = [];
  for (let start = periodStart(from, interval); start <= to; start = nextPeriod(start, interval)) {
    starts.push(start);
  }
  return starts;
}
