// Intl refuses dateStyle/timeStyle together with timeZoneName, so the parts are spelled out.
const localTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/**
 * A moment (an ISO timestamp from the API) in the visitor's own clock, with the zone named so
 * nobody has to guess: "November 24, 2026 at 3:45 PM GMT+1". Link expiries, edition issue times.
 */
export const formatLocalTime = (iso: string) => localTime.format(new Date(iso));
