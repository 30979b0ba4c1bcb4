/*
 * Money travels in integer cents everywhere (APIs, the database, the client's state). Dollars
 * exist only where a person reads or types them, and every step between the two is here: lint
 * refuses `/ 100`, `* 100` and `.toFixed(2)` anywhere else in src.
 */

/**
 * "1234567" → "1,234,567". Written out rather than asked of `Intl.NumberFormat`: a browser's
 * first `Intl` call loads its locale data, 15 to 50 ms of main thread on this machine and
 * several times that on a low-tier phone, and the checkout's price is shown by the first code
 * it hydrates (docs/performance.md, 29 November 2026). en-US dollars need no locale data.
 */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** "-$1,234.56" from whole cents: en-US currency style, sign before the dollar sign. */
function usdText(cents: number, withCents: boolean): string {
  const whole = Math.round(Math.abs(cents));
  const sign = cents < 0 && whole !== 0 ? '-' : '';
  const dollars = groupThousands(String(Math.floor(whole / 100)));
  const rest = withCents ? `.${String(whole % 100).padStart(2, '0')}` : '';
  return `${sign}$${dollars}${rest}`;
}

/** 14900 → "$149.00": every price the site shows goes through here (en-US, USD). */
export function formatUsd(cents: number): string {
  return usdText(cents, true);
}

/** 14900 → "149.00": the plain decimal form used by structured data and order summaries. */
export function centsToDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** 14900 → "$149": whole-dollar amounts drop the cents, as on the pay button. */
export function formatUsdShort(cents: number): string {
  return usdText(cents, cents % 100 !== 0);
}

/** 14950 → 149.5: only for the deprecated `price` fields that older callers still read. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/**
 * 149.5 → 14950, for the deprecated dollar fields older callers still send. Float noise is
 * rounded away (0.29 → 29, not 28.999…), but an amount finer than a cent stays fractional
 * (1.234 → 123.4) so that a whole-cents check refuses it instead of silently rounding.
 */
export function dollarsToCents(dollars: number): number {
  const cents = dollars * 100;
  const whole = Math.round(cents);
  return Math.abs(cents - whole) < 1e-6 ? whole : cents;
}

/**
 * What a person typed as dollars ("149.50", "$1,490", "0.5") in cents, by the same rule as
 * `dollarsToCents`; NaN when the text is not an amount (empty included), so a schema's
 * number check says what to type.
 */
export function parseDollars(text: string): number {
  const plain = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(plain)) return Number.NaN;
  return dollarsToCents(Number(plain));
}
