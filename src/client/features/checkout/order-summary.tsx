import { Check } from 'lucide-react';
import type { CheckoutArtPiece } from '../../../shared/checkout.ts';
import type { CheckoutDiscount } from '../../../shared/discount-codes.ts';
import { formatUsd } from '../../../shared/money.ts';
import type { TaxQuote } from '../../../shared/tax.ts';
import { commerce } from '../../../shared/site-config.ts';
import { artPackageInclusions, includedInOrder } from '../../content/site/package-contents.ts';
import { ArtPieceSummary } from './art-piece-summary.tsx';

function SummaryCard({ busy, children }: { busy?: boolean; children: React.ReactNode }) {
  return (
    <aside
      aria-labelledby="order-summary-title"
      aria-busy={busy || undefined}
      className="rounded-2xl border border-border bg-card p-6 shadow-sm"
    >
      <h2 id="order-summary-title" className="text-lg font-semibold">
        Order summary
      </h2>
      {children}
    </aside>
  );
}

/**
 * The summary's place while the server prices the order: about the height of the summary
 * (every order lists five inclusions), so the price arriving moves nothing below it.
 */
export function OrderSummaryPending() {
  return (
    <SummaryCard busy>
      <div className="mt-4 grid min-h-[22.5rem] content-start gap-3" role="status">
        <span className="sr-only">Loading the price</span>
        {[0, 1, 2, 3, 4, 5].map((line) => (
          <span key={line} className="h-4 animate-pulse rounded bg-muted" aria-hidden="true" />
        ))}
      </div>
    </SummaryCard>
  );
}

/** What is being bought (the bot or an art piece), what it includes, and the total. */
export function OrderSummary({
  itemName,
  priceCents,
  kind,
  artPiece,
  discount,
  taxOn = false,
  tax,
}: {
  itemName: string;
  /** What the buyer pays: after the discount code, when there is one. */
  priceCents: number;
  /** The discount code's part: the price before it and what it takes off. */
  discount?: CheckoutDiscount;
  kind: 'bot' | 'art';
  /** The art piece, when that is what is sold. */
  artPiece?: CheckoutArtPiece;
  /** The shop charges tax on top of the price (TAX_MODE=stripe). */
  taxOn?: boolean;
  /** The tax for where the buyer is, once the server has priced it. */
  tax?: TaxQuote;
}) {
  return (
    <SummaryCard>
      {artPiece ? <ArtPieceSummary name={itemName} piece={artPiece} /> : null}
      <dl className="mt-4 flex items-baseline justify-between border-b border-border pb-4">
        <dt className="font-medium">{itemName}</dt>
        <dd className="text-lg font-semibold">
          {formatUsd(discount?.originalPriceCents ?? priceCents)}{' '}
          <span className="text-sm font-normal text-muted-foreground">USD</span>
        </dd>
      </dl>
      <p className="mt-4 text-sm font-medium">Included:</p>
      <ul className="mt-2 grid gap-2 text-sm text-muted-foreground">
        {(kind === 'art' ? artPackageInclusions : includedInOrder).map((item) => (
          <li key={item} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
      {discount ? (
        <dl className="mt-4 grid gap-1 border-t border-border pt-4 text-sm">
          <div className="flex items-baseline justify-between">
            <dt>Price</dt>
            <dd>{formatUsd(discount.originalPriceCents)} USD</dd>
          </div>
          <div className="flex items-baseline justify-between text-primary">
            <dt>Discount ({discount.code})</dt>
            <dd>−{formatUsd(discount.discountCents)} USD</dd>
          </div>
        </dl>
      ) : null}
      {taxOn ? (
        <dl className="mt-4 grid gap-1 border-t border-border pt-4 text-sm">
          <div className="flex items-baseline justify-between">
            <dt>Price</dt>
            <dd>{formatUsd(priceCents)} USD</dd>
          </div>
          <div className="flex items-baseline justify-between">
            <dt>{taxLabel(tax)}</dt>
            <dd>{tax ? `${formatUsd(tax.taxCents)} USD` : 'From your country'}</dd>
          </div>
        </dl>
      ) : null}
      <div className="mt-4 flex items-baseline justify-between border-t border-border pt-4 font-semibold">
        <span>Total</span>
        <span>{formatUsd(tax?.totalCents ?? priceCents)} USD</span>
      </div>
      <p className="mt-3 text-xs text-muted-foreground">
        One-time payment. Your download link arrives on the next page and by email within{' '}
        {commerce.emailExpectedWithinMinutes} minutes.
      </p>
    </SummaryCard>
  );
}

/** "VAT 19% (DE)", "VAT: reverse charge", or "Tax" until it is known. */
function taxLabel(tax: TaxQuote | undefined): string {
  if (tax?.reverseCharge) return 'VAT: reverse charge';
  return tax?.label ?? 'Tax';
}
