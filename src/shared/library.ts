import { z } from 'zod';
import { BillingDetailsViewSchema, CreditNoteSummarySchema } from './invoices.ts';
import { OrderEditionSchema, OrderStatusSchema } from './order-view.ts';
import { ItemKindSchema } from './delivery.ts';
import { emailAddressField } from './fields.ts';
import { LicenceStatusSchema, MachineFingerprintSchema } from './licences.ts';
import { siteConfig } from './site-config.ts';
import { UpdateMailPreferenceSchema } from './update-mail.ts';

/*
 * The buyer's library (`/library`, `/api/library/…`): a buyer signs in with a link sent by email
 * and sees every purchase of that address. docs/library.md describes it.
 */

export const libraryLimits = {
  /** Sign-in mails an address may get in an hour, whoever asks. */
  mailsPerAddressPerHour: 3,
  /** A sign-in link works once, this long after it was sent. */
  signInLinkMinutes: 15,
  /** A library session ends after this long without a call… */
  sessionIdleMinutes: 120,
  /** …and at the latest this long after sign-in. */
  sessionHours: 24,
} as const;

export const LibrarySignInRequestSchema = z.object({
  email: emailAddressField({
    required: 'Please enter the email address you bought with.',
    invalid: 'Please enter a valid email address.',
  }),
});
export type LibrarySignInRequest = z.infer<typeof LibrarySignInRequestSchema>;

/** The same answer whether or not the address has bought anything: it reveals no customer. */
export const LIBRARY_SIGN_IN_ANSWER = `If this address has bought from ${siteConfig.brand}, we have just emailed it a sign-in link for your library. It works once, for ${libraryLimits.signInLinkMinutes} minutes; please check your spam folder too.`;

export const LibrarySignInResponseSchema = z.object({ message: z.string() });
export type LibrarySignInResponse = z.infer<typeof LibrarySignInResponseSchema>;

/** The sign-in link a library mail carries: its page asks to confirm with a button (POST). */
export const librarySignInPath = (token: string) => `/library/sign-in/${token}`;
export const libraryPagePath = '/library';

/** A machine the licence runs or ran on, as the buyer sees it. */
export const LibraryMachineSchema = z.object({
  name: z.string(),
  /** What the bot sent to tell the machine apart; the library deactivates by it. */
  fingerprint: z.string(),
  active: z.boolean(),
  activatedAt: z.string(),
  lastSeenAt: z.string(),
});
export type LibraryMachine = z.infer<typeof LibraryMachineSchema>;

export const LibraryLicenceSchema = z.object({
  /** `CM-•••••-…-7KQ2M`: the whole key only on reveal. */
  maskedKey: z.string(),
  /** False when the shop cannot open the key here (docs/library.md, "The key"). */
  revealable: z.boolean(),
  status: LicenceStatusSchema,
  machinesUsed: z.number().int(),
  machinesAllowed: z.number().int(),
  machines: z.array(LibraryMachineSchema),
});
export type LibraryLicence = z.infer<typeof LibraryLicenceSchema>;

/** A purchase, named by its support reference (customers never see record ids). */
export const LibraryPurchaseSchema = z.object({
  reference: z.string(),
  itemKind: ItemKindSchema,
  productName: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: OrderStatusSchema,
  /** When it was bought (ISO). */
  createdAt: z.string(),
  licence: LibraryLicenceSchema.nullable(),
  /** An art purchase's edition and its certificate; null for the bot or a refunded piece. */
  edition: OrderEditionSchema.extend({ certificateUrl: z.string() }).nullable(),
  /** "INV-000123" (`invoiceUrl` serves its PDF), a credit note per refund, the billing details. */
  invoiceNumber: z.string().nullable(),
  invoiceUrl: z.string().nullable(),
  creditNotes: z.array(CreditNoteSummarySchema.extend({ url: z.string() })),
  billing: BillingDetailsViewSchema.nullable(),
});
export type LibraryPurchase = z.infer<typeof LibraryPurchaseSchema>;

export const LibraryReleaseSchema = z.object({
  version: z.string(),
  channel: z.string(),
  /** Markdown, as the owner wrote it. */
  changelog: z.string(),
  /** SHA-256 of the release's zip, hex: the file a download serves has exactly this. */
  sha256: z.string(),
  sizeBytes: z.number().int(),
  publishedAt: z.string(),
});
export type LibraryRelease = z.infer<typeof LibraryReleaseSchema>;

export const LibrarySchema = z.object({
  email: z.string(),
  purchases: z.array(LibraryPurchaseSchema),
  /** The bot's stable releases, newest first; empty for a buyer of art only. */
  releases: z.array(LibraryReleaseSchema),
  /** Release downloads: the owner's daily limit per buyer and what is left of it today. */
  downloads: z.object({ perDay: z.number().int(), leftToday: z.number().int() }),
  /** Mail about new releases; null for a buyer of art only. */
  updateMail: UpdateMailPreferenceSchema.nullable(),
});
export type Library = z.infer<typeof LibrarySchema>;

/** `:reference` in a library URL: an order's support reference, `CM-` and 10 hex digits. */
export const LibraryPurchaseParamsSchema = z.object({
  reference: z.string().regex(/^CM-[0-9A-F]{10}$/, 'This is not an order reference.'),
});

export const LibrarySignedOutSchema = z.object({ signedOut: z.literal(true) });

export const LibraryKeySchema = z.object({ key: z.string() });
export type LibraryKey = z.infer<typeof LibraryKeySchema>;

export const LibraryDeactivateRequestSchema = z.object({ fingerprint: MachineFingerprintSchema });
export type LibraryDeactivateRequest = z.infer<typeof LibraryDeactivateRequestSchema>;

export const LibraryDeactivateResponseSchema = z.object({
  deactivated: z.boolean(),
  machinesUsed: z.number().int(),
  machinesAllowed: z.number().int(),
});
export type LibraryDeactivateResponse = z.infer<typeof LibraryDeactivateResponseSchema>;

/** A fresh, counted link to the latest release's file. */
export const LibraryDownloadSchema = z.object({
  url: z.string(),
  version: z.string(),
  /**
   * SHA-256 of the zip this link serves: the release with the buyer's own licence file in it,
   * so it differs from the release's published hash.
   */
  sha256: z.string(),
  leftToday: z.number().int(),
});
export type LibraryDownload = z.infer<typeof LibraryDownloadSchema>;
