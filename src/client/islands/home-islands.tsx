import type { ReactElement } from 'react';
import faqItems from '../content/site/faq.md';
import { ContactForm } from '../features/contact/contact-form.tsx';
import { FaqList } from '../features/faq/faq-list.tsx';
import { PricingCard } from '../features/pricing/pricing-card.tsx';
import { Header } from '../shell/header.tsx';
import { Toaster } from '../toast/toaster.tsx';
import type { IslandName } from './island.tsx';

/**
 * What the home page renders inside each of its islands, element for element: hydration needs
 * the same markup (tests/unit/home-islands.test.ts compares them with the built page).
 */
export const homeIslands: Record<IslandName, () => ReactElement> = {
  header: () => <Header />,
  toaster: () => <Toaster />,
  pricing: () => <PricingCard />,
  faq: () => <FaqList items={faqItems} />,
  contact: () => <ContactForm />,
};
