import { ArrowLeftRight, KeyRound, ShieldCheck } from 'lucide-react';
import { siteConfig } from '../../shared/site-config.ts';
import { PageIntro } from '../components/page-intro.tsx';
import { Section } from '../components/section.tsx';
import { CtaBanner } from '../features/marketing/cta-banner.tsx';
import { FeaturesGrid } from '../features/marketing/features-grid.tsx';
import { IndicatorsGrid } from '../features/marketing/indicators-grid.tsx';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: 'Features',
    path: '/features',
    description:
      'Trend Following, Mean Reversion and Breakout strategies for Binance spot, ATR stops, trailing stops, a circuit breaker, drawdown protection and Telegram control.',
  });

const exchangePoints = [
  {
    icon: ArrowLeftRight,
    title: 'Spot trading only',
    text: `${siteConfig.exchange.name} spot markets with USDT pairs. No leverage, no futures, no shorting.`,
  },
  {
    icon: KeyRound,
    title: 'Your keys, your machine',
    text: 'The bot runs on your computer or VPS and talks to the exchange directly. Keys never leave your machine.',
  },
  {
    icon: ShieldCheck,
    title: 'No withdrawal permission',
    text: 'The API key needs reading and spot trading only. Restrict it to your VPS IP for extra safety.',
  },
];

export default function FeaturesPage() {
  return (
    <>
      <PageIntro
        eyebrow="Features"
        title="Built for disciplined, automated trading"
        lead="Everything Cryptomaton does for your trading: three strategies, layered risk management, Telegram control and a fully configurable set-up."
      />
      <Section title="Six features, in detail" lead="Each feature with the rules behind it.">
        <FeaturesGrid detailed />
      </Section>
      <Section
        id="indicators"
        muted
        eyebrow="Technical indicators"
        title="The indicators behind every signal"
      >
        <IndicatorsGrid />
      </Section>
      <Section
        eyebrow="Supported exchange"
        title={`${siteConfig.exchange.name}, spot`}
        lead={`Cryptomaton trades ${siteConfig.exchange.name} spot markets through your own API keys.`}
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {exchangePoints.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-border bg-card p-6">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner />
    </>
  );
}
