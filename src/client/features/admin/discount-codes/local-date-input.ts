/*
 * A `datetime-local` field's value ("2026-12-01T09:30", the owner's own time) and the ISO
 * timestamps the API takes and gives (UTC).
 */

const two = (n: number) => String(n).padStart(2, '0');

/** An ISO timestamp as the field shows it, in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}T${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** The field's value as an ISO timestamp; null when empty or not a time. */
export function fromLocalInput(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
