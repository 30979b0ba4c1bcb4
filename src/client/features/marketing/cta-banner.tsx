import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { formatUsd } from '../../../shared/money.ts';
import { commerce } from '../../../shared/site-config.ts';

/** The closing call to action of marketing pages. */
export function CtaBanner({ title = 'Ready to automate your trading?' }: { title?: string }) {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-20 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-[var(--cta-from)] to-[var(--cta-to)] p-10 text-center text-white shadow-xl sm:p-14">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white">
          One payment of {formatUsd(commerce.botPriceCents)}, yours for life. Start on the Binance
          testnet, go live when you are ready.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to="/pricing"
            className="inline-flex items-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-slate-900 shadow-sm hover:bg-white/90"
          >
            Get Started <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
          <Link
            to="/demo"
            className="inline-flex items-center gap-2 rounded-lg border border-white/60 px-6 py-3 font-semibold text-white hover:bg-white/10"
          >
            Try the Demo
          </Link>
        </div>
      </div>
    </section>
  );
}
