import type { PaymentProviderName } from '../../shared/checkout.ts';
import type { orderHistory, paymentEvents } from '../db/schema.ts';
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
  'payment.refunded': 'reported a full refund',
} satisfies Record<PaymentEvent['type'], string>;

/** "Stripe declined the payment: Your card was declined." */
export function paymentEventWords(event: typeof paymentEvents.$inferSelect): string {
  const verb = eventVerbs[event.type] ?? `sent “${event.type}”`;
  return `${providerNames[event.provider]} ${verb}${event.detail ? `: ${event.detail}` : ''}`;
}

/** "Payment failed: Your card was declined.", "Refunded by owner@example.com (tre_…)". */
export function statusChangeWords(change: typeof orderHistory.$inferSelect): string {
  const { summary } = orderTransitions[change.transition];
  const by = change.actorKind === 'owner' ? ` by ${change.actor}` : '';
  if (!change.note) return `${summary}${by}`;
  // A refund's note is the provider's id for it; the others' notes are the news itself.
  return change.transition === 'refund'
    ? `${summary}${by} (${change.note})`
    : `${summary}${by}: ${change.note}`;
}

const ownerActions: Record<string, string | undefined> = {
  'order.resend-receipt': 'Receipt resent',
  'order.fresh-link': 'Fresh download link sent',
  'order.refund': 'Refunded',
  'order.manual-art-delivery': 'Art piece sent by hand',
};

/** "Fresh download link sent by owner@example.com". */
export function ownerActionWords(action: { action: string; actor: string }): string {
  return `${ownerActions[action.action] ?? action.action} by ${action.actor}`;
}
