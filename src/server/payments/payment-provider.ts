import type { PaymentProviderName } from '../../shared/checkout.ts';
import type { DisputeStatus, DisputeSubmission } from '../../shared/disputes.ts';

export interface IntentRequest {
  orderId: number;
  /**
   * Travels in the intent's metadata so the signed success event names its order. Only the hash:
   * the provider (and anyone who reads its dashboard) never holds a token that opens the order.
   */
  orderTokenHash: string;
  amountCents: number;
  currency: string;
  email: string;
  description: string;
}

export interface CreatedIntent {
  intentId: string;
  clientSecret: string;
}

/** What a provider tells us happened to a payment; one code path acts on it. */
export interface PaymentEvent {
  /** Unique per provider event: a replay with the same id is ignored. */
  id: string;
  provider: PaymentProviderName;
  type:
    | 'payment.succeeded'
    | 'payment.failed'
    | 'payment.refunded'
    | 'dispute.opened'
    | 'dispute.updated'
    | 'dispute.closed';
  intentId: string;
  /** For the dispute events: the dispute as the provider describes it now. */
  dispute?: ProviderDispute;
  orderTokenHash?: string;
  failureMessage?: string;
  /** "Visa ending 4242", when the provider says how the buyer paid. */
  paymentMethod?: string;
  /**
   * For `payment.refunded`: every refund the provider holds for the payment (made by the shop or
   * in the provider's dashboard), each recorded once by its id.
   */
  refunds?: ProviderRefundFacts[];
}

/** One refund as the provider holds it. */
export interface ProviderRefundFacts {
  id: string;
  amountCents: number;
  /** The provider's reason, or the owner's when the shop made it. */
  reason?: string;
  /** The shop's `refunds` row this refund settles, when the shop asked for it. */
  reservationId?: number;
}

/** What to refund: a part of the payment, or (without `amountCents`) all that is left of it. */
export interface RefundRequest {
  amountCents?: number;
  reason?: string;
  /** The shop's `refunds` row for it: travels with the refund, so its event names it. */
  reservationId?: number;
  /** Repeats with one key refund once. */
  idempotencyKey?: string;
}

/** A buyer's dispute of a charge, in the provider's words (Stripe's Dispute object). */
export interface ProviderDispute {
  id: string;
  reason: string;
  amountCents: number;
  currency: string;
  /** `won` or `lost` once the dispute is closed. */
  status: DisputeStatus;
  /** The deadline for the owner's evidence, when the provider gives one. */
  evidenceDueBy: Date | null;
}

export interface PaymentProvider {
  name: PaymentProviderName;
  mode: 'test' | 'live';
  publishableKey?: string;
  createIntent(request: IntentRequest, idempotencyKey: string): Promise<CreatedIntent>;
  /**
   * The provider's current word on an intent, as an event, when it has settled; null while it is
   * still open. The thank-you page's fallback when no webhook has arrived yet.
   */
  checkIntent(intentId: string): Promise<PaymentEvent | null>;
  /**
   * Refunds a succeeded payment, a part of it or all that is left (the admin's Refund, the
   * sold-out art payment). Safe to repeat with one idempotency key (without one, a whole refund
   * of an intent is its key). Throws when the provider refuses (more than is left) or cannot be
   * reached.
   */
  refund(
    intentId: string,
    request?: RefundRequest,
  ): Promise<{ refundId: string; amountCents: number }>;
  /**
   * Sends the owner's evidence for a dispute and submits it to the bank (Stripe: `POST
   * /v1/disputes/{id}` with `evidence[…]` and `submit=true`). Throws when the provider refuses.
   */
  submitDisputeEvidence(disputeId: string, evidence: DisputeSubmission): Promise<void>;
  /** The payments that succeeded since `since`, newest first: what reconciliation checks. */
  succeededPayments(since: Date): Promise<SucceededPayment[]>;
}

/** A payment the provider holds as succeeded. */
export interface SucceededPayment {
  intentId: string;
  amountCents: number;
}

/** A payment attempt the provider refused, with the message to show the buyer. */
export class PaymentDeclinedError extends Error {
  override name = 'PaymentDeclinedError';
  readonly statusCode = 402;
}
