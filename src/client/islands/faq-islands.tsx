import { ContactForm } from '../features/contact/contact-form.tsx';
import { Toaster } from '../toast/toaster.tsx';
import type { PageIslands } from './hydrate-island.tsx';

export { hydrateIsland } from './hydrate-island.tsx';

/**
 * What React hydrates on the FAQ page, as src/client/routes/faq.tsx renders it, once the contact
 * form is scrolled to or touched (faq-entry.tsx); its header and questions need no React
 * (islands-without-react.ts).
 */
export const faqIslands = {
  contact: () => <ContactForm />,
  toaster: () => <Toaster />,
} satisfies PageIslands;
