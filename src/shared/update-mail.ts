import { z } from 'zod';
import { TimestampSchema } from './admin/common.ts';

/*
 * Update mail: the mail that tells past buyers of the bot about a new release (docs/licensing.md,
 * "Update mail"). The buyer's preference is kept by email address; the owner starts a release's
 * mail and watches its progress.
 */

/**
 * The key a buyer's preference is kept under: the address as typed at checkout, trimmed and in
 * lower case, as "find my purchase" and admin accounts compare addresses.
 */
export const buyerEmailKey = (email: string): string => email.trim().toLowerCase();

/** Where a buyer's choice came from: the library's toggle or the unsubscribe link of a mail. */
export const updateMailSources = ['library', 'unsubscribe-link'] as const;
export type UpdateMailSource = (typeof updateMailSources)[number];

/**
 * A buyer's update-mail preference, as the library shows and changes it. Past buyers get update
 * mail until they say otherwise (`wanted` true when they never chose).
 */
export const UpdateMailPreferenceSchema = z.object({ wanted: z.boolean() });
export type UpdateMailPreference = z.infer<typeof UpdateMailPreferenceSchema>;

/** The unsubscribe link's token: 32 random bytes, base64url (43 characters). */
export const UnsubscribeTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This unsubscribe link is not complete.');
export const UnsubscribeQuerySchema = z.object({ token: UnsubscribeTokenSchema });

/** How fast a release's update mail is handed to the outbox, unless UPDATE_MAIL_PER_MINUTE says. */
export const UPDATE_MAIL_PER_MINUTE_DEFAULT = 60;

/**
 * `GET` and `POST /api/admin/releases/:id/notify`: a release's update mail. Counts are of buyers:
 * `total` were found when the mail was started; `waiting` are not yet handed to the outbox (the
 * rate holds them back), `queued` are in the outbox, `sent` reached the mail server, `failed`
 * gave up after the outbox's retries, `skipped` opted out (or no longer own the bot).
 */
export const ReleaseNotifyCountsSchema = z.object({
  total: z.number().int(),
  waiting: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  skipped: z.number().int(),
});
export type ReleaseNotifyCounts = z.infer<typeof ReleaseNotifyCountsSchema>;

export const ReleaseNotifyProgressSchema = z.object({
  releaseId: z.number().int(),
  /** null until the owner starts the release's mail; a second start changes nothing. */
  started: z.object({ at: TimestampSchema, by: z.string() }).nullable(),
  /** Every buyer's mail is handed to the outbox or skipped. */
  done: z.boolean(),
  /** The shop's rate (UPDATE_MAIL_PER_MINUTE): mails handed to the outbox per minute at most. */
  mailsPerMinute: z.number().int(),
  counts: ReleaseNotifyCountsSchema,
});
export type ReleaseNotifyProgress = z.infer<typeof ReleaseNotifyProgressSchema>;
