const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** "22 November 2026" to "2026-11-22" for a `<time dateTime>`; undefined for anything else. */
export function toIsoDate(display: string): string | undefined {
  const match = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(display.trim());
  if (!match) return undefined;
  const [, day = '', monthName = '', year = ''] = match;
  const month = MONTHS.indexOf(monthName.toLowerCase()) + 1;
  const dayNumber = Number(day);
  if (month === 0 || dayNumber < 1 || dayNumber > 31) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`;
}
