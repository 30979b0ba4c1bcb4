// Content dates (articles, their revisions) are stored as ISO days and shown in one format. UTC,
// so the prerendered page and the visitor's browser agree on the day whatever their time zone.
const contentDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** '2025-06-24' → 'June 24, 2025'. */
export function formatContentDate(isoDay: string): string {
  return contentDate.format(new Date(`${isoDay}T00:00:00Z`));
}
