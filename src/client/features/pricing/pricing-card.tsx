import { Check } from 'lucide-react';
import { formatUsd } from '../../../shared/money.ts';
import { commerce } from '../../../shared/site-config.ts';
import { packageContents } from '../../content/site/package-contents.ts';
import { PurchaseButton } from '../../components/purchase-button.tsx';

/** The one product, its price and what is in the package, with the way to buy it. */
export function PricingCard() {
  return (
    <div className="mx-auto w-full max-w-lg rounded-3xl border-2 border-primary bg-card p-8 shadow-xl shadow-primary/10">
      <p className="text-sm font-semibold tracking-widest text-primary uppercase">
        Lifetime license
      </p>
      <h2 className="mt-2 text-2xl font-bold">Cryptomaton trading bot</h2>
      <p className="mt-6 flex flex-col gap-x-2 sm:flex-row sm:items-baseline">
        <span className="text-5xl font-extrabold tracking-tight">
          {formatUsd(commerce.botPriceCents)}
        </span>
        <span className="text-muted-foreground">USD, one time</span>
      </p>
      <p className="mt-2 text-sm text-muted-foreground">
        No subscription. Personal-use license. Instant download, {commerce.downloadHours}-hour link.
      </p>
      <ul className="mt-8 grid gap-3">
        {packageContents.map((item) => (
          <li key={item.id} className="flex gap-3 text-sm">
            <Check className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span className="font-semibold">{item.title}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        <PurchaseButton>Buy Now</PurchaseButton>
      </div>
    </div>
  );
}
