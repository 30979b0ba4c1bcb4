import { z } from 'zod';
import { emailAddressField } from './fields.ts';
import { siteConfig } from './site-config.ts';

/*
 * Delivery after payment: the download page a receipt links to, and "find my purchase" for a
 * buyer who lost the mail.
 */

/** What a download link can do now, in the words the page shows. */
export const DownloadStateSchema = z.enum([
  'ready',
  'unknown',
  'expired',
  'exhausted',
  'revoked',
  'unavailable',
  /** The order's charge is disputed: the link waits for the outcome (docs/disputes.md). */
  'paused',
]);
export type DownloadState = z.infer<typeof DownloadStateSchema>;

export const PackageFactsSchema = z.object({
  /** The package's version: the day it was built and the start of its checksum. */
  version: z.string(),
  sizeBytes: z.number().int(),
  /** SHA-256 of the zip, hex, for the buyer to check the file they got. */
  sha256: z.string(),
  builtAt: z.string(),
  /** The name the browser saves the zip as (the checksum commands use it). */
  fileName: z.string(),
});
export type PackageFacts = z.infer<typeof PackageFactsSchema>;

/** What a purchase was: the bot, or an art piece. Their links have different terms. */
export const ItemKindSchema = z.enum(['bot', 'art']);
export type ItemKind = z.infer<typeof ItemKindSchema>;

export const DownloadPageSchema = z.object({
  state: DownloadStateSchema,
  itemKind: ItemKindSchema,
  productName: z.string(),
  /** The package on sale now (every live link serves the current one); null while there is none. */
  package: PackageFactsSchema.nullable(),
  /** True when the package was rebuilt after this purchase: the buyer gets the newer one. */
  packageUpdatedSincePurchase: z.boolean(),
  downloadsUsed: z.number().int(),
  maxDownloads: z.number().int(),
  /** ISO time; null for a link we do not know. */
  expiresAt: z.string().nullable(),
  /** Where the Download button points; null unless the state is ready. */
  fileUrl: z.string().nullable(),
});
export type DownloadPage = z.infer<typeof DownloadPageSchema>;

export const FindPurchaseRequestSchema = z.object({
  email: emailAddressField({
    required: 'Please enter the email address you bought with.',
    invalid: 'Please enter a valid email address.',
  }),
});
export type FindPurchaseRequest = z.infer<typeof FindPurchaseRequestSchema>;

/**
 * The same answer whether or not the address has bought anything: it reveals no customer. The
 * mail holds a single-use link; the buyer's current links keep working until it is opened.
 */
export const FIND_PURCHASE_ANSWER = `If this address has bought from ${siteConfig.brand}, we have just emailed it a link that gets you a fresh download link for each purchase. It should arrive within a few minutes; please check your spam folder too. Your current links keep working until you open it.`;

export const FindPurchaseResponseSchema = z.object({ message: z.string() });
export type FindPurchaseResponse = z.infer<typeof FindPurchaseResponseSchema>;

/**
 * The single-use link a "find my purchase" mail carries: its page asks the buyer to confirm,
 * and confirming (a POST to the same path) issues the fresh download links.
 */
export const purchaseRecoveryPath = (token: string) => `/find-purchase/${token}`;

/** The page a download link opens, and the file its button fetches. */
export const downloadPagePath = (token: string) => `/download/${token}`;
export const downloadFilePath = (token: string) => `/download/${token}/file`;
