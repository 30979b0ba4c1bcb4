import { z } from 'zod';

/** The request header that names one confirmation of an admin action. */
export const idempotencyKeyHeader = 'Idempotency-Key';

/**
 * `Idempotency-Key` (optional) on `POST /api/admin/orders/:id/resend-receipt`, `…/fresh-link` and
 * `POST /api/admin/convert-to-nft-delivery`. The screen makes one key (a random UUID) when the
 * owner confirms and sends it with every submit of that confirmation. The first request with a
 * key acts; a repeat with the same key for the same order (a double click, a retry after a lost
 * answer, a parallel submit) answers the first request's outcome and sends nothing more. A key
 * reused for another request (another collection or address) answers 422. Keys are kept a day.
 *
 * Without the header (older clients, scripts) every call acts, one at a time per order: each
 * resend or fresh link replaces the link the one before mailed, so after several calls only the
 * last mail's link works.
 *
 * Visible ASCII, up to 255 characters, as Stripe's keys; the rest of the headers pass through.
 */
export const IdempotencyKeyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(
      /^[\x21-\x7e]{1,255}$/,
      'The Idempotency-Key header must be 1 to 255 visible characters, without spaces.',
    )
    .optional(),
});
