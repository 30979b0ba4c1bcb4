import faqItems from '../content/site/faq.md';
import { ContactForm } from '../features/contact/contact-form.tsx';
import { FaqList } from '../features/faq/faq-list.tsx';
import { PricingCard } from '../features/pricing/pricing-card.tsx';
import type { PageIslands } from './hydrate-islands.tsx';
import { shellIslands } from './shell-islands.tsx';

/**
 * What the home page renders inside each of its islands, element for element: hydration needs
 * the same markup (tests/unit/page-islands.test.ts compares them with the built page).
 */
export const homeIslands = {
  ...shellIslands,
  pricing: () => <PricingCard />,
  faq: () => <FaqList items={faqItems} />,
  contact: () => <ContactForm />,
} satisfies PageIslands;
