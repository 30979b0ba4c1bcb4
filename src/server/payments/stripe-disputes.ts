import type Stripe from 'stripe';
import type { DisputeStatus } from '../../shared/disputes.ts';
import type { ProviderDispute } from './payment-provider.ts';

/**
 * Stripe's dispute statuses in the shop's four: an inquiry (`warning_*`) is answered like a
 * dispute, and one closed without a chargeback (`warning_closed`, `prevented`) leaves the money
 * with the shop, as a win does.
 */
const disputeStatusOf: Record<Stripe.Dispute.Status, DisputeStatus> = {
  warning_needs_response: 'needs_response',
  needs_response: 'needs_response',
  warning_under_review: 'under_review',
  under_review: 'under_review',
  appeal_needs_response: 'needs_response',
  appeal_under_review: 'under_review',
  warning_closed: 'won',
  prevented: 'won',
  won: 'won',
  lost: 'lost',
};

/** Stripe's dispute events and the shop's names for them. */
export const disputeEventTypes = {
  'charge.dispute.created': 'dispute.opened',
  'charge.dispute.updated': 'dispute.updated',
  'charge.dispute.closed': 'dispute.closed',
} as const;

/** A Stripe dispute as the shop records it. */
export function providerDisputeOf(dispute: Stripe.Dispute): ProviderDispute {
  const dueBy = dispute.evidence_details?.due_by;
  return {
    id: dispute.id,
    reason: dispute.reason,
    amountCents: dispute.amount,
    currency: dispute.currency,
    status: disputeStatusOf[dispute.status] ?? 'needs_response',
    evidenceDueBy: typeof dueBy === 'number' ? new Date(dueBy * 1000) : null,
  };
}
