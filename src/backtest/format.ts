/** Number rounding and text formatting for the report and the bot's messages. */

export function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  // Avoid "-0" in the JSON.
  return rounded === 0 ? 0 : rounded;
}

/** Rounds to `digits` significant digits: 94123.456 → 94123 (5), 0.912345 → 0.91235 (5). */
export function significant(value: number, digits: number): number {
  if (value === 0 || !Number.isFinite(value)) return value;
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  return round(value, Math.max(0, digits - 1 - magnitude));
}

const grouped = (decimals: number) =>
  new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
const twoDecimals = grouped(2);

/** "12.34": two decimals, thousands grouped. */
export const twoDecimal = (value: number) => twoDecimals.format(value);

/** "1,234.56 USDT". */
export function usdt(value: number): string {
  return `${twoDecimals.format(round(value, 2))} USDT`;
}

/** "+12.34 USDT" / "-0.50 USDT". */
export function signedUsdt(value: number): string {
  const text = usdt(value);
  return round(value, 2) > 0 ? `+${text}` : text;
}

/** "+1.3%" / "-0.8%": one decimal, as the demo page shows every percentage. */
export function signedPct(value: number, decimals = 1): string {
  const text = `${round(value, decimals).toFixed(decimals)}%`;
  return round(value, decimals) > 0 ? `+${text}` : text;
}

/** A price with enough digits for its size: 94,123.5, 3,312.41, 0.91235. */
export function price(value: number): string {
  const decimals = value >= 1_000 ? 1 : value >= 10 ? 2 : value >= 1 ? 4 : 5;
  return grouped(decimals).format(value);
}

/** A coin amount: 0.0021234 BTC, 1,234.5 ADA. */
export function coinAmount(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumSignificantDigits: 6 }).format(value);
}
