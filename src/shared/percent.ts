/*
 * Percentages: the one place besides money.ts where a value is multiplied or divided by 100, so
 * that lint can refuse `* 100` and `/ 100` everywhere else (in src they were almost always a
 * cents↔dollars conversion written by hand).
 */

/** 5 → 0.05: a percentage as the fraction to multiply by. */
export const fromPercent = (percent: number) => percent / 100;

/** 0.05 → 5: a fraction as a percentage. */
export const toPercent = (fraction: number) => fraction * 100;

/** `percent` % of `amount`: (1000, 5) → 50. */
export const percentOf = (amount: number, percent: number) => (amount * percent) / 100;

/** `part` as a percentage of `whole`: (25, 200) → 12.5. */
export const shareAsPercent = (part: number, whole: number) => (100 * part) / whole;
