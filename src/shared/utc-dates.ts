/*
 * Every date the server writes for a person (mail, the recovery page, certificates and their
 * usage rights) is formatted here: the server's side of the date rule, as src/client/lib/dates.ts
 * is the browser's. These are read anywhere and years later, far from the server's clock, so each
 * one names its zone; lint refuses date formatters anywhere else.
 */

import { onFirstUse } from './on-first-use.ts';

const utcDateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }),
);

/** "November 28, 2026 at 3:04 PM UTC". */
export const formatUtcDateTime = (date: Date) => `${utcDateTime().format(date)} UTC`;

const utcDate = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }),
);

/** "November 28, 2026": a document's day (invoices, credit notes), as the UTC calendar has it. */
export const formatUtcDate = (date: Date) => utcDate().format(date);
