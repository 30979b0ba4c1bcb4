import { PageIntro } from '../components/page-intro.tsx';
import faqItems from '../content/site/faq.md';
import { ContactSection } from '../features/contact/contact-section.tsx';
import { FaqList } from '../features/faq/faq-list.tsx';
import { Island } from '../islands/island.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { faqPageLd } from '../seo/structured-data.ts';

export const meta = () =>
  pageMeta({
    title: 'FAQ',
    path: '/faq',
    description:
      'Answers about the experience you need, API key security, supported coins, configuration, refunds, custom strategies and running costs.',
    structuredData: [faqPageLd(faqItems)],
  });

export default function FaqPage() {
  return (
    <>
      <PageIntro
        eyebrow="FAQ"
        title="Frequently asked questions"
        lead="Answers about experience needed, API key security, supported coins, refunds and running costs."
      />
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <Island name="faq">
          <FaqList items={faqItems} questionLevel="h2" />
        </Island>
      </div>
      <ContactSection
        title="Still have a question?"
        lead="Write to us; we answer within 24-48 hours on business days."
      />
    </>
  );
}
