import { z } from 'zod';
import { envIssues } from './env-fields.ts';
import { defaultSeller, type Seller } from './seller.ts';

// Line breaks and bidirectional overrides would break the one-line "Sold by …" or make it read
// differently from what was configured.
const CONTROL_CHARACTERS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

const sellerText = (maxLength: number, fallback: string) =>
  z
    .string()
    .trim()
    .max(maxLength, `must be at most ${maxLength} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), {
      message: 'must be one line of text without control characters',
    })
    .optional()
    .transform((value) => value || fallback);

/**
 * The seller's environment variables. The server reads them for receipts; the front-end build
 * reads the same ones, so a build's footer and terms name the seller it was built with.
 */
export const SellerEnvShape = {
  SELLER_NAME: sellerText(100, defaultSeller.name),
  SELLER_ADDRESS: sellerText(200, defaultSeller.address),
};

/**
 * The seller's tax number, printed on invoices and credit notes only: the server reads it at
 * start-up, the pages never show it. Unset is an empty string (no number printed).
 */
export const SellerTaxEnvShape = {
  SELLER_TAX_NUMBER: sellerText(60, ''),
};

/** The seller an environment configures; a bad value throws an error naming its variable. */
export function sellerFromEnv(env: Record<string, string | undefined>): Seller {
  const parsed = z.object(SellerEnvShape).safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid seller configuration:\n  ${envIssues(parsed.error).join('\n  ')}`);
  }
  return { name: parsed.data.SELLER_NAME, address: parsed.data.SELLER_ADDRESS };
}
