import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PurchaseButton } from '../../components/purchase-button.tsx';

/**
 * The end of the risk disclaimer: on to checkout (a full page load, so the payment page gets its
 * own security policy) or back to pricing.
 */
export function DisclaimerActions() {
  return (
    <section
      aria-labelledby="disclaimer-continue-title"
      className="rounded-2xl border-2 border-primary bg-card p-6 shadow-lg shadow-primary/10 sm:p-8"
    >
      <h2
        id="disclaimer-continue-title"
        className="text-xl font-semibold tracking-tight sm:text-2xl"
      >
        Ready to continue?
      </h2>
      <p className="mt-3 text-muted-foreground">
        By continuing to checkout you confirm that you have read this disclaimer and accept the
        risks of trading crypto assets.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
        <PurchaseButton className="btn-primary h-12 px-6 text-base">
          Continue to Purchase
        </PurchaseButton>
        <Link to="/pricing" className="btn-secondary h-12 px-6 text-base">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Pricing
        </Link>
      </div>
    </section>
  );
}
