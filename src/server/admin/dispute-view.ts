import type { AdminDispute } from '../../shared/disputes.ts';
import type { Db } from '../db/client.ts';
import type { Dispute } from '../orders/dispute-store.ts';
import type { Order } from '../orders/order-repository.ts';
import { disputeEvidence } from './dispute-evidence.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A dispute as the admin's order page shows it, with the evidence assembled now. */
export async function adminDispute(db: Db, order: Order, dispute: Dispute): Promise<AdminDispute> {
  return {
    id: dispute.id,
    providerDisputeId: dispute.providerDisputeId,
    reason: dispute.reason,
    amountCents: dispute.amountCents,
    currency: dispute.currency,
    status: dispute.status,
    evidenceDueBy: iso(dispute.evidenceDueBy),
    openedAt: dispute.createdAt.toISOString(),
    submittedAt: iso(dispute.submittedAt),
    submitted: dispute.submittedEvidence ?? null,
    outcome: dispute.outcome,
    closedAt: iso(dispute.closedAt),
    evidence: await disputeEvidence(db, order),
  };
}
