const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 14900 → "$149.00": every price the site shows goes through here (en-US, USD). */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

/** 14900 → "149.00": the plain decimal form used by structured data and order summaries. */
export function centsToDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** 14900 → "$149": whole-dollar amounts drop the cents, as on the pay button. */
export function formatUsdShort(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : formatUsd(cents);
}
