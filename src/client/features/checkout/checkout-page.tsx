import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { lazy, memo, Suspense, useDeferredValue, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { withQuery } from '../../../shared/api-paths.ts';
import type { CheckoutStatus, CreatePaymentIntentResponse } from '../../../shared/checkout.ts';
import { PageSpinner } from '../../components/ui/page-spinner.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { toast } from '../../toast/toast-store.ts';
import {
  useCheckoutStatus,
  useDiscountedStatus,
  useTaxedStatus,
} from './api/get-checkout-status.ts';
import {
  emptyTaxLocation,
  TaxLocationFields,
  taxFieldErrors,
  taxLocationRequest,
  type TaxLocationValue,
} from './tax-location-fields.tsx';
import { useCreatePaymentIntent } from './api/create-payment-intent.ts';
import { DiscountCodeForm } from './discount-code-form.tsx';
import { EmailStep } from './email-step.tsx';
import { OrderSummary, OrderSummaryPending } from './order-summary.tsx';
import { TestCardForm } from './test-card-form.tsx';
import { TestModeBanner } from './test-mode-banner.tsx';
import { thankYouPath } from './thank-you-path.ts';

const StripePaymentForm = lazy(() => import('./stripe-payment-form.tsx'));

function StepHeading({ step, title }: { step: number; title: string }) {
  return (
    <div className="mb-6">
      <p className="text-sm font-semibold text-primary">Step {step} of 2</p>
      <h2 className="mt-1 text-2xl font-bold tracking-tight">{title}</h2>
    </div>
  );
}

/**
 * Two steps: the email, then the card. The server prices the order and creates the intent.
 * While the price is on its way the email step is already there (it is the same for every
 * order, so the build prerenders it and it paints before any script); only the summary waits.
 */
export function CheckoutPage() {
  const [search] = useSearchParams();
  const artCollectionId = artCollectionParam(search.get('art'));
  const status = useCheckoutStatus(artCollectionId);
  // The price arriving builds the order summary: React does that in a transition, in slices a
  // tap can come between, rather than in one task (the query's update itself is synchronous).
  const priced = useDeferredValue(status.data);
  if (status.isError) {
    return (
      <CheckoutFrame>
        <p role="alert" className="rounded-xl border border-destructive p-4">
          {artCollectionId !== undefined && status.error instanceof ApiRequestError
            ? status.error.message
            : 'Checkout could not be loaded. Please reload the page in a moment.'}
        </p>
        {artCollectionId !== undefined ? <BackToStore /> : null}
      </CheckoutFrame>
    );
  }
  if (status.data && !status.data.open) {
    return (
      <CheckoutFrame>
        <p role="status" className="rounded-xl border border-border bg-muted p-6">
          {status.data.closedReason}
        </p>
        {artCollectionId !== undefined ? <BackToStore /> : null}
      </CheckoutFrame>
    );
  }
  return <OpenCheckout status={priced} artCollectionId={artCollectionId} />;
}

/** `?art=12` → 12; anything else buys the bot. */
function artCollectionParam(value: string | null): number | undefined {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
}

function BackToStore() {
  return (
    <Link
      to="/digital-collectibles"
      className="font-medium text-primary underline-offset-4 hover:underline"
    >
      Back to the art store
    </Link>
  );
}

function CheckoutFrame({
  children,
  aside,
}: {
  children: React.ReactNode;
  aside?: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Checkout</h1>
      <p className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
        <ShieldCheck className="size-4 text-primary" aria-hidden="true" /> Secure payment. Instant
        download after paying.
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="grid content-start gap-6">{children}</div>
        {aside ? <div className="grid content-start gap-6">{aside}</div> : null}
      </div>
    </div>
  );
}

/**
 * The discount code in the page's address (`?code=`), read once the page has hydrated: the
 * prerendered HTML has none, and the first render must match it.
 */
function useCodeInAddress(artCollectionId: number | undefined) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const code = hydrated ? search.get('code')?.trim() || undefined : undefined;
  const apply = (next: string | undefined) =>
    void navigate(withQuery('/checkout', { art: artCollectionId, code: next }), {
      replace: true,
      preventScrollReset: true,
    });
  return { code, apply };
}

/**
 * `status` is undefined until the server has priced the order. Memoized: the render that only
 * carries the price's arrival toward the transition leaves the open checkout as it was.
 */
const OpenCheckout = memo(function OpenCheckout({
  status: listed,
  artCollectionId,
}: {
  status: CheckoutStatus | undefined;
  artCollectionId: number | undefined;
}) {
  const navigate = useNavigate();
  const createIntent = useCreatePaymentIntent();
  const [email, setEmail] = useState('');
  const [intent, setIntent] = useState<CreatePaymentIntentResponse | null>(null);
  const { code, apply } = useCodeInAddress(artCollectionId);
  const discounted = useDiscountedStatus(artCollectionId, code);
  // The server's price with the code when it took it; the list price otherwise.
  const status = discounted.data ?? listed;
  // With tax on (TAX_MODE=stripe), the server prices the tax once the buyer says where they are.
  const taxOn = status?.taxMode === 'stripe';
  const [location, setLocation] = useState<TaxLocationValue>(emptyTaxLocation);
  const [showTaxErrors, setShowTaxErrors] = useState(false);
  const located = taxOn ? taxLocationRequest(location) : undefined;
  const taxed = useTaxedStatus(
    artCollectionId,
    status?.discount?.code,
    located?.ok ? located.input : undefined,
  );
  const quote = located?.ok ? taxed.data?.tax : undefined;
  const taxErrors = taxFieldErrors(location, located, taxed.error, showTaxErrors);
  const codeError =
    discounted.error instanceof ApiRequestError
      ? discounted.error.message
      : discounted.error
        ? 'The code could not be checked. Please try again.'
        : undefined;

  const onPaid = (orderToken: string, to = email) => void navigate(thankYouPath(to, orderToken));
  const startPayment = (value: string) => {
    if (!status || discounted.isFetching) return; // the button waits for the price
    if (taxOn && (!located?.ok || !quote || taxed.isFetching)) {
      setShowTaxErrors(true); // the fields say what is missing
      return;
    }
    setEmail(value);
    createIntent.mutate(
      {
        email: value,
        // What the page shows: with tax, the total the pay button will say.
        amountCents: quote ? quote.totalCents : status.priceCents,
        ...(located?.ok ? located.input : {}),
        artCollectionId: status.artCollectionId,
        discountCode: status.discount?.code,
        // The email step submits only with the terms box ticked.
        acceptedTerms: true,
      },
      {
        onSuccess: (answer) => {
          // A code took the whole price off: the order is complete, its link is ready.
          if (!answer.paymentRequired) onPaid(answer.orderToken, value);
          else setIntent(answer);
        },
        onError: (error) =>
          toast({
            title: 'Error',
            // A refusal says what to fix (the price changed, the terms, the code); anything else
            // is ours.
            description:
              error instanceof ApiRequestError &&
              (error.status === 400 || error.fieldErrors?.discountCode)
                ? error.message
                : 'Failed to initialize checkout. Please try again later.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <CheckoutFrame
      aside={
        status ? (
          <>
            <OrderSummary
              itemName={status.itemName}
              priceCents={status.priceCents}
              discount={status.discount}
              taxOn={taxOn}
              tax={quote}
              kind={status.artCollectionId === undefined ? 'bot' : 'art'}
              artPiece={status.artPiece}
            />
            {/* Last in its column: arriving with the price, it moves nothing but the footer. */}
            {status.mode === 'test' ? <TestModeBanner /> : null}
          </>
        ) : (
          <OrderSummaryPending />
        )
      }
    >
      <section className="rounded-2xl border border-border bg-card p-6 shadow-sm">
        {intent && status ? (
          <>
            <StepHeading step={2} title="Payment" />
            <p className="-mt-3 mb-6 flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
              Receipt and download link go to <strong className="text-foreground">{email}</strong>
              <button
                type="button"
                className="inline-flex items-center gap-1 rounded font-medium text-primary underline-offset-4 hover:underline"
                onClick={() => setIntent(null)}
              >
                <ArrowLeft className="size-3.5" aria-hidden="true" /> Change email
              </button>
            </p>
            {status.provider === 'stripe' && status.publishableKey ? (
              <Suspense fallback={<PageSpinner label="Loading the payment form" />}>
                <StripePaymentForm
                  publishableKey={status.publishableKey}
                  clientSecret={intent.clientSecret}
                  email={email}
                  orderToken={intent.orderToken}
                  priceCents={intent.amountCents}
                  onPaid={() => onPaid(intent.orderToken)}
                />
              </Suspense>
            ) : (
              <TestCardForm
                clientSecret={intent.clientSecret}
                priceCents={intent.amountCents}
                onPaid={() => onPaid(intent.orderToken)}
              />
            )}
          </>
        ) : (
          <>
            <StepHeading step={1} title="Your email" />
            {taxOn ? (
              <div className="mb-6">
                <TaxLocationFields value={location} onChange={setLocation} errors={taxErrors} />
              </div>
            ) : null}
            <EmailStep
              initialEmail={email}
              ready={status !== undefined && !discounted.isFetching}
              submitting={createIntent.isPending}
              // Known once the server has priced the order: until then, the bot's terms.
              terms={status?.artCollectionId === undefined ? 'bot' : 'art'}
              onSubmit={startPayment}
            />
            <div className="mt-6 border-t border-border pt-6">
              <DiscountCodeForm
                artCollectionId={artCollectionId}
                code={code}
                applied={discounted.data?.discount?.code}
                error={codeError}
                checking={discounted.isFetching}
                onApply={apply}
              />
            </div>
          </>
        )}
      </section>
    </CheckoutFrame>
  );
});
