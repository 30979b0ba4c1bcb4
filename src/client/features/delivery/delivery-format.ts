/**
 * Expiry times in the visitor's own clock, with the zone named so nobody has to guess. Spelled out
 * field by field: Intl refuses `timeZoneName` together with `dateStyle` (the prerender crashed).
 */
const expiryFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

export const formatExpiry = (iso: string) => expiryFormat.format(new Date(iso));

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
