// Zod-free, so the checkout's first load can size its code field without the schema code.
export const discountCodeLimits = {
  codeMin: 3,
  codeMax: 32,
  /** The most uses or per-buyer uses a code can be given: far beyond any real campaign. */
  usesMax: 1_000_000,
  /** The largest amount off, in cents ($100,000): a typo guard, not a business rule. */
  amountOffMaxCents: 10_000_000,
} as const;
