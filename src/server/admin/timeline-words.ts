import type { PaymentProviderName } from '../../shared/checkout.ts';
import { formatUsd } from '../../shared/money.ts';
import type { licenceEvents, orderHistory, paymentEvents, refunds } from '../db/schema.ts';
import { orderTransitions } from '../orders/lifecycle/order-transitions.ts';
import type { PaymentEvent } from '../payments/payment-provider.ts';

/*
 * The order timeline's sentences: what the stored events and codes mean, in the words an owner
 * uses, with the reason wherever one was given.
 */

const providerNames: Record<PaymentProviderName, string> = {
  stripe: 'Stripe',
  test: 'The test payment provider',
};

// Keyed by any stored type, so an event type from before these words reads as itself.
const eventVerbs: Record<string, string | undefined> = {
  'payment.succeeded': 'confirmed the payment',
  'payment.failed': 'declined the payment',
  'payment.refunded': 'reported a refund',
  'dispute.opened': 'reported a dispute of the charge',
  'dispute.updated': 'updated the dispute',
  'dispute.closed': 'closed the dispute',
} satisfies Record<PaymentEvent['type'], string>;

/** "Stripe declined the payment: Your card was declined." */
export function paymentEventWords(event: typeof paymentEvents.$inferSelect): string {
  const verb = eventVerbs[event.type] ?? `sent “${event.type}”`;
  return `${providerNames[event.provider]} ${verb}${event.detail ? `: ${event.detail}` : ''}`;
}

const idNotes = new Set<string>(['refund', 'disputeWon', 'disputeLost']);

/** "Payment failed: Your card was declined.", "Refunded by owner@example.com (tre_…)". */
export function statusChangeWords(change: typeof orderHistory.$inferSelect): string {
  const { summary } = orderTransitions[change.transition];
  const by = change.actorKind === 'owner' ? ` by ${change.actor}` : '';
  if (!change.note) return `${summary}${by}`;
  // A refund's and a dispute outcome's note is the provider's id for it; the others' notes are
  // the news itself.
  return idNotes.has(change.transition)
    ? `${summary}${by} (${change.note})`
    : `${summary}${by}: ${change.note}`;
}

/**
 * "Refund of $25.00 by owner@example.com (re_…): Bought the wrong plan", "Refund of $10.00 made
 * in Stripe (re_…)": one entry a refund, whole or part, whoever made it.
 */
export function refundWords(refund: typeof refunds.$inferSelect): string {
  const amount = formatUsd(refund.amountCents);
  const by =
    refund.actorKind === 'provider'
      ? `made in ${providerNames[refund.provider]}`
      : refund.actorKind === 'owner'
        ? `by ${refund.actor}`
        : `by the shop (${refund.actor})`;
  const id = refund.providerRefundId ? ` (${refund.providerRefundId})` : '';
  return `Refund of ${amount} ${by}${id}${refund.reason ? `: ${refund.reason}` : ''}`;
}

const ownerActions: Record<string, string | undefined> = {
  'order.resend-receipt': 'Receipt resent',
  'order.fresh-link': 'Fresh download link sent',
  'order.refund': 'Refunded',
  'order.partial-refund': 'Partly refunded',
  'order.manual-art-delivery': 'Art piece sent by hand',
  'order.dispute-evidence': 'Dispute evidence sent to the payment provider',
  'licence.revoke': 'Licence revoked',
  'licence.restore': 'Licence restored',
  'licence.reset-machines': "Licence's machines reset",
};

const licenceEventWords: Record<(typeof licenceEvents.$inferSelect)['kind'], string> = {
  activated: 'Licence activated',
  deactivated: 'Licence deactivated',
  ended: 'Licence ended',
  restored: 'Licence restored',
  'machines-reset': "Licence's machines reset",
};

/**
 * "Licence activated on “VPS Frankfurt” from 203.0.113.9", "Licence ended by the refund". The
 * owner's own actions are in the audit log's words above; the machines' come from here.
 */
export function licenceEventSentence(event: typeof licenceEvents.$inferSelect): string {
  const on = event.machineName ? ` on “${event.machineName}”` : '';
  const from = event.address ? ` from ${event.address}` : '';
  const by = event.actor === 'shop' ? ' by the refund' : '';
  return `${licenceEventWords[event.kind]}${on}${from}${by}`;
}

/** "Fresh download link sent by owner@example.com". */
export function ownerActionWords(action: { action: string; actor: string }): string {
  return `${ownerActions[action.action] ?? action.action} by ${action.actor}`;
}
