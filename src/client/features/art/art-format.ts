// Intl refuses dateStyle/timeStyle together with timeZoneName, so the parts are spelled out.
const issuedFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** When an edition was issued, in the visitor's own clock with the zone named. */
export const formatIssuedAt = (iso: string) => issuedFormat.format(new Date(iso));
