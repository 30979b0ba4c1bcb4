import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { ContentIcon } from '../components/content-icon.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { Section } from '../components/section.tsx';
import faqItems from '../content/site/faq.md';
import { features } from '../content/site/features.ts';
import { FaqList } from '../features/faq/faq-list.tsx';
import { PricingCard } from '../features/pricing/pricing-card.tsx';
import { Island } from '../islands/island.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { faqPageLd, softwareApplicationLd } from '../seo/structured-data.ts';

export const meta = () =>
  pageMeta({
    title: 'Pricing',
    path: '/pricing',
    description:
      'Cryptomaton costs 149 USD once: lifetime ownership, no subscription, instant download with a 48-hour link.',
    structuredData: [softwareApplicationLd(), faqPageLd(faqItems)],
  });

/** The first three features; the third (notifications) links to the Telegram preview. */
const keyBenefits = features.slice(0, 3);

export default function PricingPage() {
  return (
    <>
      <PageIntro
        eyebrow="Pricing"
        title="One price. Yours for life."
        lead="Pay once, own the bot. No subscription, no hidden fees, a personal-use license and 48-hour download access."
      />
      <section aria-label="Price" className="px-4 py-16 sm:px-6">
        <Island name="pricing">
          <PricingCard />
        </Island>
      </section>
      <Section muted eyebrow="Key benefits" title="What you get">
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {keyBenefits.map((feature, index) => (
            <li
              key={feature.id}
              className="flex flex-col rounded-2xl border border-border bg-card p-6"
            >
              <ContentIcon name={feature.icon} className="size-6 text-primary" />
              <h3 className="mt-4 font-semibold">{feature.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-6 text-muted-foreground">
                {feature.description}
              </p>
              {index === 2 ? (
                <Link
                  to="/telegram-preview"
                  className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
                >
                  See the Telegram preview <ArrowRight className="size-3.5" aria-hidden="true" />
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="faq" eyebrow="FAQ" title="Questions before you buy">
        <div className="mt-12 max-w-3xl">
          <Island name="faq">
            <FaqList items={faqItems} />
          </Island>
        </div>
      </Section>
    </>
  );
}
