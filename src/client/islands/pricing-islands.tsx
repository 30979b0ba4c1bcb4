import faqItems from '../content/site/faq.md';
import { FaqList } from '../features/faq/faq-list.tsx';
import { PricingCard } from '../features/pricing/pricing-card.tsx';
import type { PageIslands } from './hydrate-islands.tsx';
import { shellIslands } from './shell-islands.tsx';

/** The pricing page's islands, as src/client/routes/pricing.tsx renders them. */
export const pricingIslands = {
  ...shellIslands,
  pricing: () => <PricingCard />,
  faq: () => <FaqList items={faqItems} />,
} satisfies PageIslands;
