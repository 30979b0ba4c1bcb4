import { PageIntro } from '../components/page-intro.tsx';
import { PricingCard } from '../features/pricing/pricing-card.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Pricing',
    description:
      'Cryptomaton costs 149 USD once: lifetime ownership, no subscription, instant download.',
  });

export default function PricingPage() {
  return (
    <>
      <PageIntro
        eyebrow="Pricing"
        title="One price. Yours for life."
        lead="Pay once, own the bot. No subscription, no hidden fees, a personal-use licence and 48-hour download access."
      />
      <section className="px-4 py-16 sm:px-6">
        <PricingCard />
      </section>
    </>
  );
}
