import faqItems from '../content/site/faq.md';
import { ContactForm } from '../features/contact/contact-form.tsx';
import { FaqList } from '../features/faq/faq-list.tsx';
import type { PageIslands } from './hydrate-islands.tsx';
import { shellIslands } from './shell-islands.tsx';

/** The FAQ page's islands, as src/client/routes/faq.tsx renders them (its questions are h2). */
export const faqIslands = {
  ...shellIslands,
  faq: () => <FaqList items={faqItems} questionLevel="h2" />,
  contact: () => <ContactForm />,
} satisfies PageIslands;
