import { useLoaderData } from 'react-router';
import { formatUsd } from '../../shared/money.ts';
import { commerce, interfaceLimits, siteConfig } from '../../shared/site-config.ts';
import { Section } from '../components/section.tsx';
import { articleSummaries } from '../content/blog/summaries.ts';
import faqItems from '../content/site/faq.md';
import { ContactSection } from '../features/contact/contact-section.tsx';
import { FaqList } from '../features/faq/faq-list.tsx';
import { ArtStoreTeaser } from '../features/home/art-store-teaser.tsx';
import { BlogTeaser } from '../features/home/blog-teaser.tsx';
import { Hero } from '../features/home/hero.tsx';
import { StepsList } from '../features/home/steps-list.tsx';
import { Testimonials } from '../features/home/testimonials.tsx';
import { CtaBanner } from '../features/marketing/cta-banner.tsx';
import { FeaturesGrid } from '../features/marketing/features-grid.tsx';
import { IndicatorsGrid } from '../features/marketing/indicators-grid.tsx';
import { RiskDisclaimerBox } from '../features/marketing/risk-disclaimer-box.tsx';
import { PricingCard } from '../features/pricing/pricing-card.tsx';
import { Island } from '../islands/island.tsx';
import { pageMeta } from '../seo/page-meta.ts';
import { faqPageLd, softwareApplicationLd } from '../seo/structured-data.ts';

// Runs at build time only: the article bodies never reach the browser's JavaScript.
export function loader() {
  return { articles: articleSummaries().slice(0, interfaceLimits.homeBlogTeaserCount) };
}

export const meta = () =>
  pageMeta({
    title: siteConfig.brand,
    path: '/',
    description: `${siteConfig.brand} is a Python trading bot for ${siteConfig.exchange.name} spot markets with three strategies, layered risk management and ${siteConfig.messaging.name} control. ${formatUsd(commerce.botPriceCents)} once, no subscription.`,
    structuredData: [softwareApplicationLd(), faqPageLd(faqItems)],
  });

export default function HomePage() {
  const { articles } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero />
      <Section
        belowFirstScreen
        id="features"
        eyebrow="Features"
        title="Everything you need to trade systematically"
        lead="Rule-based strategies, risk controls on every trade and full control from your phone."
      >
        <FeaturesGrid />
      </Section>
      <Section
        belowFirstScreen
        id="technical-indicators"
        muted
        eyebrow="Technical indicators"
        title="Six proven indicators behind every decision"
        lead="Each signal combines trend, momentum, volatility and volume, with the periods traders know."
      >
        <IndicatorsGrid />
      </Section>
      <Section
        belowFirstScreen
        id="pricing"
        eyebrow="Pricing"
        title="One price, yours for life"
        lead="No subscription and no hidden fees. Your only running costs are a small VPS and exchange fees."
      >
        <div className="mt-12">
          <Island name="pricing">
            <PricingCard />
          </Island>
        </div>
      </Section>
      <Section
        belowFirstScreen
        id="how-it-works"
        muted
        eyebrow="How it works"
        title="From download to first trade in five steps"
        lead="Most buyers are running on the Binance testnet the same day."
      >
        <StepsList />
      </Section>
      <Section belowFirstScreen eyebrow="Testimonials" title="What traders say">
        <Testimonials />
      </Section>
      <Section id="faq" belowFirstScreen muted eyebrow="FAQ" title="Frequently asked questions">
        <div className="mt-12 max-w-3xl">
          <Island name="faq">
            <FaqList items={faqItems} />
          </Island>
        </div>
      </Section>
      <Section
        belowFirstScreen
        id="blog"
        eyebrow="Blog"
        title="Guides from the blog"
        lead="Practical articles on setting up, securing and running a trading bot."
      >
        <BlogTeaser articles={articles} />
      </Section>
      <Section
        belowFirstScreen
        muted
        eyebrow="Digital art"
        title="Limited-edition digital art"
        lead="Beside the bot, the shop sells numbered digital artworks with rarity tiers."
      >
        <ArtStoreTeaser />
      </Section>
      <div className="below-first-screen">
        <CtaBanner />
        <ContactSection
          title="Questions before you buy?"
          lead={`Write to us and we answer within ${siteConfig.support.responseTime} on business days.`}
        />
        <div className="pt-20">
          <RiskDisclaimerBox />
        </div>
      </div>
    </>
  );
}
