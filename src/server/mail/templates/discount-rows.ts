import { formatUsd } from '../../../shared/money.ts';
import type { LinkFacts } from './link-facts.ts';

/**
 * The receipt's lines for a discount code, before "Amount paid": the price before it and what it
 * took off (docs/discount-codes.md). None without a code.
 */
export function discountRows(
  details: Pick<LinkFacts, 'amountCents' | 'currency' | 'discount'>,
): [string, string][] {
  const { discount } = details;
  if (!discount) return [];
  return [
    ['Price', `${formatUsd(details.amountCents + discount.cents)} ${details.currency}`],
    [`Discount (${discount.code})`, `-${formatUsd(discount.cents)} ${details.currency}`],
  ];
}
