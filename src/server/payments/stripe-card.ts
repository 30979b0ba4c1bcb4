import type Stripe from 'stripe';
import { cardDescription } from './card-description.ts';

/** Stripe's card brand codes (Charge `payment_method_details.card.brand`) as buyers know them. */
const BRAND_NAMES: Record<string, string> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** "Visa ending 4242" for a charge paid by card; undefined for any other way of paying. */
export function describeStripeCharge(charge: Stripe.Charge): string | undefined {
  const card = charge.payment_method_details?.card;
  if (!card?.last4) return undefined;
  return cardDescription((card.brand && BRAND_NAMES[card.brand]) || 'Card', card.last4);
}
