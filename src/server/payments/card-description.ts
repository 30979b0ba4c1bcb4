/** How a receipt names a card: its brand and last four digits, never more. */
export function cardDescription(brand: string, last4: string): string {
  return `${brand} ending ${last4}`;
}
