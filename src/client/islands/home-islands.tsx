import { ContactForm } from '../features/contact/contact-form.tsx';
import { PricingCard } from '../features/pricing/pricing-card.tsx';
import { Toaster } from '../toast/toaster.tsx';
import type { PageIslands } from './hydrate-island.tsx';

export { hydrateIsland } from './hydrate-island.tsx';

/**
 * What React hydrates on the home page, element for element as it renders there, once the
 * pricing card or the contact form is touched or scrolled to (home-entry.tsx); its header and
 * FAQ need no React (islands-without-react.ts). Hydration needs the same markup
 * (tests/unit/page-islands.test.ts compares them with the built page).
 */
export const homeIslands = {
  pricing: () => <PricingCard />,
  contact: () => <ContactForm />,
  toaster: () => <Toaster />,
} satisfies PageIslands;
