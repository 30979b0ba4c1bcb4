/*
 * Every date the browser shows is formatted here; lint refuses date formatters anywhere else in
 * the client. A moment (an expiry, an issue time, an admin's log line) is shown in the visitor's
 * own clock with the zone named, so nobody has to guess; a content date is a day, the same
 * everywhere.
 *
 * Each formatter is made on first use: a page's first `Intl` formatter loads the browser's locale
 * data, a task of 15 to 50 ms on a fast machine, and every page that loads this module (the demo
 * and the admin among them) paid it at start-up, whether it showed a date or not.
 */

import { onFirstUse } from '../../shared/on-first-use.ts';

// Intl refuses dateStyle/timeStyle together with timeZoneName, so the parts are spelled out.
const moment = { year: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const;
/** An en-US date formatter, made the first time it is asked for. */
const formatterOnFirstUse = (options: Intl.DateTimeFormatOptions) =>
  onFirstUse(() => new Intl.DateTimeFormat('en-US', options));
const localTime = formatterOnFirstUse({
  ...moment,
  month: 'long',
  timeZoneName: 'short',
});
const shortLocalTime = formatterOnFirstUse({
  ...moment,
  month: 'short',
  timeZoneName: 'short',
});
// UTC, so the prerendered page and the visitor's browser agree on the day whatever their zone.
const contentDate = formatterOnFirstUse({ dateStyle: 'long', timeZone: 'UTC' });

/** An ISO timestamp from the API: "November 24, 2026 at 3:45 PM GMT+1". Link expiries, issue times. */
export const formatLocalTime = (iso: string) => localTime().format(new Date(iso));

/** The same, shorter, for the admin's lists and tables: "Nov 24, 2026, 3:45 PM GMT+1". */
export const formatShortLocalTime = (iso: string) => shortLocalTime().format(new Date(iso));

/** An article's ISO day: '2025-06-24' → 'June 24, 2025'. */
export function formatContentDate(isoDay: string): string {
  return contentDate().format(new Date(`${isoDay}T00:00:00Z`));
}

const dayOfPeriod = formatterOnFirstUse({
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthOfPeriod = formatterOnFirstUse({
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A sales period's first day ('2026-03-02', already the owner's day) as a chart names it:
 * "Mar 2", "Week of Mar 2", "Mar 2026".
 */
export function formatSalesPeriod(day: string, interval: 'day' | 'week' | 'month'): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (interval === 'month') return monthOfPeriod().format(date);
  return `${interval === 'week' ? 'Week of ' : ''}${dayOfPeriod().format(date)}`;
}
