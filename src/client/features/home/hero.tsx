import { ArrowRight, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { formatUsd } from '../../../shared/money.ts';
import { commerce, siteConfig } from '../../../shared/site-config.ts';

export function Hero() {
  return (
    <section className="relative overflow-hidden border-b border-border">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_55%_at_50%_0%,color-mix(in_oklab,var(--brand-from)_24%,transparent),transparent)]"
      />
      <div className="mx-auto max-w-5xl px-4 pt-20 pb-24 text-center sm:px-6 sm:pt-28">
        <p className="inline-flex items-center gap-2 rounded-full border border-border bg-card px-3 py-1 text-sm text-muted-foreground">
          <ShieldCheck className="size-4 text-primary" aria-hidden="true" /> Python trading bot for{' '}
          {siteConfig.exchange.name} spot
        </p>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-6xl">
          {siteConfig.tagline}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
          Three rule-based strategies, layered risk management and {siteConfig.messaging.name}{' '}
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
  );
}
