import { Clock, KeyRound, Server, Wallet, type LucideIcon } from 'lucide-react';
import { formatUsdShort } from '../../../shared/money.ts';
import { commerce } from '../../../shared/site-config.ts';

const facts: readonly { icon: LucideIcon; term: string; detail: string }[] = [
  {
    icon: Clock,
    term: 'First installation',
    detail: 'About an hour, starting on the free testnet',
  },
  {
    icon: Wallet,
    term: 'Price',
    detail: `${formatUsdShort(commerce.botPriceCents)} once, no subscription`,
  },
  {
    icon: Server,
    term: 'VPS',
    detail: `About $${commerce.vpsMonthlyCost.min}-${commerce.vpsMonthlyCost.max} a month, from any provider`,
  },
  { icon: KeyRound, term: 'Your keys', detail: 'Stay on your machine; we never see them' },
];

/** The short facts beside the steps on wide screens: time, price, running cost, key custody. */
export function AtAGlance() {
  return (
    <aside aria-labelledby="at-a-glance-title" className="lg:sticky lg:top-24 lg:self-start">
      <div className="rounded-2xl border border-border bg-muted/50 p-6">
        <h3 id="at-a-glance-title" className="font-semibold">
          At a glance
        </h3>
        <dl className="mt-5 grid gap-5">
          {facts.map(({ icon: Icon, term, detail }) => (
            <div key={term} className="relative pl-8">
              <dt className="text-sm font-semibold">
                <Icon className="absolute top-0 left-0 size-5 text-primary" aria-hidden="true" />
                {term}
              </dt>
              <dd className="text-sm leading-6 text-muted-foreground">{detail}</dd>
            </div>
          ))}
        </dl>
      </div>
    </aside>
  );
}
