/**
 * The values the database accepts in its server-side status columns. The schema turns each list
 * into a CHECK constraint and the column's type, so code and database agree without casts. Lists
 * that are also part of an API contract live in `src/shared` with their zod schemas.
 */

/** An art order's unit: held while the payment is open → taken (sold) | released (given back);
 *  oversold: paid after the last unit went elsewhere, so refunded. */
export const artHoldStates = ['held', 'taken', 'released', 'oversold'] as const;

/** An order's discount-code use: held while the payment is open → taken (paid) | released
 *  (given back: the payment failed, the hold ran out, or a paid art piece had sold out). */
export const discountUseStates = ['held', 'taken', 'released'] as const;

/** How an edition reached its owner: bought, or sent by the owner at no charge. */
export const artEditionSources = ['purchase', 'manual'] as const;

export const artMediaKinds = ['image', 'video'] as const;

/** What the shop did with a payment provider's event (a duplicate is never stored again). */
export const storedEventOutcomes = [
  'unmatched',
  'fulfilled',
  'failed',
  'refunded',
  'partly-refunded',
  'unchanged',
  'oversold',
  'disputed',
  'dispute-won',
  'dispute-lost',
] as const;

/** The built-in test provider's intents, named as Stripe names them. */
export const testIntentStatuses = ['requires_payment_method', 'succeeded', 'refunded'] as const;

/** The admin actions a confirmation's Idempotency-Key makes happen once (`admin_action_keys`). */
export const keyedAdminActions = [
  'order.resend-receipt',
  'order.fresh-link',
  'order.manual-art-delivery',
] as const;
export type KeyedAdminAction = (typeof keyedAdminActions)[number];

/** The order lifecycle's transitions (`src/server/orders/lifecycle/order-transitions.ts`). */
export const orderTransitionNames = [
  'pay',
  'fail',
  'soldOut',
  'refund',
  'dispute',
  'disputeWon',
  'disputeLost',
] as const;

/** Who moved an order: its payment provider, a signed-in owner (or the CLI), or the shop. */
export const orderActorKinds = ['provider', 'owner', 'shop'] as const;

/** A buyer's row of a release's update mail: waiting for the rate → queued (in the outbox) |
 *  skipped (opted out, or no longer owns the bot, when its turn came). */
export const updateMailDeliveryStates = ['waiting', 'queued', 'skipped'] as const;

export const updateMailSkipReasons = ['opted-out', 'not-an-owner'] as const;

/** A refund: reserved by the owner before the provider is asked (pending) → succeeded. A
 *  reservation the provider refused is deleted, so it never counts. */
export const refundStatuses = ['pending', 'succeeded'] as const;

/** The documents numbered from gap-free sequences of their own (`document_counters`). */
export const numberedDocumentKinds = ['invoice', 'credit-note'] as const;
