import { ArrowRight, BarChart3, Bell, BookOpen, Cpu, Settings2, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { formatUsd } from '../../shared/money.ts';
import { commerce, siteConfig } from '../../shared/site-config.ts';
import { pageMeta } from '../seo/page-meta.ts';

export const meta = () =>
  pageMeta({
    title: siteConfig.brand,
    description: `${siteConfig.brand} is a Python trading bot for ${siteConfig.exchange.name} spot markets with three strategies, layered risk management and ${siteConfig.messaging.name} control. ${formatUsd(commerce.botPriceCents)} once, no subscription.`,
  });

const features = [
  {
    icon: BarChart3,
    title: 'Multiple Strategies',
    text: 'Trend Following, Mean Reversion and Breakout.',
  },
  {
    icon: ShieldCheck,
    title: 'Advanced Risk Management',
    text: 'ATR stops, trailing stops, circuit breaker, drawdown protection.',
  },
  {
    icon: Bell,
    title: 'Telegram Notifications',
    text: 'Every trade and alert on your phone, with commands back.',
  },
  {
    icon: Cpu,
    title: 'Binance Integration',
    text: 'Spot trading through your own API keys, never withdrawals.',
  },
  {
    icon: Settings2,
    title: 'Fully Configurable',
    text: 'Pairs, timeframes, indicators and risk profile in one file.',
  },
  {
    icon: BookOpen,
    title: 'Comprehensive Documentation',
    text: 'Local and VPS guides, command reference, troubleshooting.',
  },
];

const indicators = ['EMA', 'RSI', 'ADX', 'Bollinger', 'ATR', 'Volume SMA'];

const steps = [
  'Download the package',
  'Install Python and dependencies',
  'Configure API keys and Telegram',
  'Set up a VPS',
  'Run the bot',
];

function Section({
  id,
  title,
  lead,
  children,
  muted,
}: {
  id: string;
  title: string;
  lead: string;
  children?: React.ReactNode;
  muted?: boolean;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={muted ? 'bg-muted/50' : undefined}>
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{lead}</p>
        {children}
      </div>
    </section>
  );
}

export default function HomePage() {
  return (
    <>
      <section className="relative overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(60%_50%_at_50%_0%,color-mix(in_oklab,var(--brand-from)_22%,transparent),transparent)]"
        />
        <div className="mx-auto max-w-5xl px-4 pt-20 pb-24 text-center sm:px-6 sm:pt-28">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1 text-sm text-muted-foreground">
            Python trading bot for {siteConfig.exchange.name} spot
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
            {siteConfig.tagline}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
            Three proven strategies, layered risk management and {siteConfig.messaging.name}{' '}
            control, running on your own machine with your own keys.{' '}
            {formatUsd(commerce.botPriceCents)} once, no subscription.
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Link to="/pricing" className="btn-primary px-6 py-3 text-base">
              Get Your Trading Algorithm <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <Link to="/features" className="btn-secondary px-6 py-3 text-base">
              Explore Features
            </Link>
            <Link to="/demo" className="btn-secondary px-6 py-3 text-base">
              View More
            </Link>
          </div>
        </div>
      </section>

      <Section id="features" title="Features" lead="Everything you need to trade systematically.">
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-border bg-card p-6">
              <Icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="technical-indicators"
        muted
        title="Technical indicators"
        lead="Six battle-tested indicators feed every trading decision."
      >
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
          {indicators.map((name) => (
            <li
              key={name}
              className="rounded-xl border border-border bg-card p-4 text-center font-semibold"
            >
              {name}
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="pricing"
        title="Simple pricing"
        lead={`One payment of ${formatUsd(commerce.botPriceCents)}: lifetime ownership, no subscription.`}
      >
        <Link to="/pricing" className="btn-primary mt-8">
          See what is included
        </Link>
      </Section>

      <Section id="how-it-works" muted title="How it works" lead="From download to first trade.">
        <ol className="mt-10 grid gap-4 sm:grid-cols-5">
          {steps.map((step, index) => (
            <li key={step} className="rounded-xl border border-border bg-card p-4">
              <span className="text-sm font-semibold text-primary">Step {index + 1}</span>
              <p className="mt-1 font-medium">{step}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="faq"
        title="Frequently asked questions"
        lead="Short answers to common questions."
      >
        <Link to="/faq" className="btn-secondary mt-8">
          Read the FAQ
        </Link>
      </Section>

      <Section id="blog" muted title="From the blog" lead="Guides for running a trading bot well.">
        <Link to="/blog" className="btn-secondary mt-8">
          Visit the blog
        </Link>
      </Section>

      <Section
        id="contact"
        title="Contact us"
        lead="Questions before you buy? We answer within 24-48 hours."
      >
        <Link to="/contact" className="btn-secondary mt-8">
          Contact the team
        </Link>
      </Section>
    </>
  );
}
