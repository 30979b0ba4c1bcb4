import { PageIntro } from '../components/page-intro.tsx';
import { Section } from '../components/section.tsx';
import { faqItems } from '../content/site/faq.ts';
import { ContactForm } from '../features/contact/contact-form.tsx';
import { FaqList } from '../features/faq/faq-list.tsx';
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
        <FaqList items={faqItems} />
      </div>
      <Section
        id="contact"
        muted
        title="Still have a question?"
        lead="Write to us; we answer within 24-48 hours on business days."
      >
        <div className="mt-10 max-w-2xl rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <ContactForm />
        </div>
      </Section>
    </>
  );
}
