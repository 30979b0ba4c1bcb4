/*
 * Every date the server writes for a person (mail, the recovery page, certificates and their
 * usage rights) is formatted here. These are read anywhere and years later, far from the server's
 * clock, so each one names its zone; lint refuses date formatters anywhere else on the server.
 */

const utcDateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** "November 28, 2026 at 3:04 PM UTC". */
export const formatUtcDateTime = (date: Date) => `${utcDateTime.format(date)} UTC`;
