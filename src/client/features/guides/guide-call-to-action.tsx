import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatUsd } from '../../../shared/money.ts';
import { commerce, siteConfig } from '../../../shared/site-config.ts';

interface GuideCallToActionProps {
  title?: string;
  text?: string;
  /** A second, quieter way on, such as the setup guide. */
  secondary?: { to: string; label: string };
}

/** The closing invitation of a guide page: buy on /pricing, or read on. */
export function GuideCallToAction({
  title = `Ready to run ${siteConfig.brand}?`,
  text = `${formatUsd(commerce.botPriceCents)} once, no subscription. Download straight after checkout and follow the setup guide at your own pace.`,
  secondary,
}: GuideCallToActionProps) {
  return (
    <section aria-labelledby="guide-cta-title" className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="relative isolate mx-auto max-w-4xl overflow-hidden rounded-3xl border border-border bg-card px-6 py-12 text-center shadow-xl shadow-primary/5 sm:px-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(60%_80%_at_50%_0%,color-mix(in_oklab,var(--brand-from)_14%,transparent),transparent)]"
        />
        <h2 id="guide-cta-title" className="text-3xl font-bold tracking-tight text-balance">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-muted-foreground">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/pricing" className="btn-primary px-6 py-3 text-base">
            Get {siteConfig.brand}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
          {secondary ? (
            <Link to={secondary.to} className="btn-secondary px-6 py-3 text-base">
              {secondary.label}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
